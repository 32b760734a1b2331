// StyleGallery: overlay switch, zoom and "press it" on component pages. Pages are complete without it:
// the overlay checkbox works through CSS alone, the zoom buttons stay hidden, the cards are plain figures.
// - input[data-remember]: its checked state is remembered in localStorage under "stylegallery:" + the value;
// - button.zoom-button: opens the card's render in a dialog at 2x, 3x or fit, on a light or dark backdrop;
// - figure[data-interact] (press | toggle | cycle) with data-states="own other…": the card shows, in turn,
//   the renders of the states named (their figures are on the same page, found by id).
(function () {
  "use strict";

  var storage = null;
  try { storage = window.localStorage; } catch (e) { storage = null; }

  // --- Overlay switch, remembered per page ---------------------------------------------------------
  Array.prototype.forEach.call(document.querySelectorAll("input[data-remember]"), function (input) {
    var key = "stylegallery:" + input.getAttribute("data-remember");
    try {
      var stored = storage && storage.getItem(key);
      if (stored !== null && stored !== undefined) { input.checked = stored === "1"; }
    } catch (e) { /* storage refused (privacy mode): the switch still works */ }
    input.addEventListener("change", function () {
      try { if (storage) { storage.setItem(key, input.checked ? "1" : "0"); } } catch (e) { /* ignored */ }
    });
  });

  // --- Press it --------------------------------------------------------------------------------------
  function renderOf(figure) { return figure && figure.querySelector(".render"); }

  function setUp(card) {
    var states = (card.getAttribute("data-states") || "").split(/\s+/).filter(Boolean);
    var render = renderOf(card);
    var img = render && render.querySelector("img");
    if (states.length < 2 || !img) { return; }
    var kind = card.getAttribute("data-interact");
    var own = { src: img.getAttribute("src"), alt: img.getAttribute("alt"), overlay: render.querySelector(".annotations") };
    var shown = 0;
    var status = document.createElement("span");
    status.className = "press-status";
    status.setAttribute("aria-live", "polite");
    var caption = card.querySelector("figcaption");
    if (caption) { caption.insertBefore(status, caption.firstChild ? caption.firstChild.nextSibling : null); }

    function look(index) {
      if (index === 0) { return own; }
      var other = renderOf(document.getElementById(states[index]));
      var otherImg = other && other.querySelector("img");
      if (!otherImg) { return null; }
      return { src: otherImg.getAttribute("src"), alt: otherImg.getAttribute("alt"), overlay: other.querySelector(".annotations") };
    }

    function show(index) {
      if (index === shown) { return; }
      var next = look(index);
      if (!next) { return; }
      shown = index;
      img.setAttribute("src", next.src);
      img.setAttribute("alt", next.alt);
      var current = render.querySelector(".annotations");
      if (current) { current.remove(); }
      if (next.overlay) { render.appendChild(index === 0 ? next.overlay : next.overlay.cloneNode(true)); }
      card.setAttribute("data-showing", states[index]);
      if (kind !== "press") { render.setAttribute("aria-pressed", index === 0 ? "false" : "true"); }
      status.textContent = index === 0 ? "" : "Showing " + states[index];
    }

    var preloaded = false;
    function preload() {
      if (preloaded) { return; }
      preloaded = true;
      for (var i = 1; i < states.length; i++) {
        var next = look(i);
        if (next) { new Image().src = new URL(next.src, document.baseURI).href; }
      }
    }

    render.setAttribute("role", "button");
    render.setAttribute("tabindex", "0");
    render.setAttribute("aria-label", card.getAttribute("data-instructions") || "Try it");
    render.setAttribute("title", card.getAttribute("data-instructions") || "");
    if (kind !== "press") { render.setAttribute("aria-pressed", "false"); }
    render.classList.add("pressable");
    render.addEventListener("pointerenter", preload);
    render.addEventListener("focus", preload);

    if (kind === "press") {
      render.addEventListener("pointerdown", function (event) {
        if (event.button !== 0) { return; }
        event.preventDefault();
        render.focus();
        if (render.setPointerCapture) { try { render.setPointerCapture(event.pointerId); } catch (e) { /* ignored */ } }
        show(1);
      });
      ["pointerup", "pointercancel", "lostpointercapture"].forEach(function (type) {
        render.addEventListener(type, function () { show(0); });
      });
      render.addEventListener("keydown", function (event) {
        if (event.key === " " || event.key === "Enter") { event.preventDefault(); show(1); }
      });
      render.addEventListener("keyup", function (event) {
        if (event.key === " " || event.key === "Enter") { show(0); }
      });
      render.addEventListener("blur", function () { show(0); });
    } else {
      var step = function () { show((shown + 1) % states.length); };
      render.addEventListener("click", step);
      // As a native button: Enter acts on key down, Space on key up.
      render.addEventListener("keydown", function (event) {
        if (event.key === "Enter" && !event.repeat) { event.preventDefault(); step(); }
        if (event.key === " ") { event.preventDefault(); }
      });
      render.addEventListener("keyup", function (event) {
        if (event.key === " ") { event.preventDefault(); step(); }
      });
    }
  }

  Array.prototype.forEach.call(document.querySelectorAll("figure[data-interact]"), setUp);

  // --- Zoom ------------------------------------------------------------------------------------------
  var dialog = null, stage = null, heading = null, returnFocus = null, current = null;
  var zoomState = { scale: "fit", backdrop: "light" };

  function button(label, onClick, extra) {
    var b = document.createElement("button");
    b.type = "button";
    b.textContent = label;
    if (extra) { Object.keys(extra).forEach(function (k) { b.setAttribute(k, extra[k]); }); }
    b.addEventListener("click", onClick);
    return b;
  }

  function applyZoom() {
    if (!current) { return; }
    var img = current.querySelector("img");
    var width = img.naturalWidth || parseFloat(img.getAttribute("width")) || 100;
    var height = img.naturalHeight || parseFloat(img.getAttribute("height")) || 100;
    var factor = zoomState.scale === "fit"
      ? Math.max(0.1, Math.min((stage.clientWidth - 32) / width, (stage.clientHeight - 32) / height))
      : Number(zoomState.scale);
    img.style.width = Math.round(width * factor) + "px";
    img.style.height = Math.round(height * factor) + "px";
    stage.setAttribute("data-backdrop", zoomState.backdrop);
    Array.prototype.forEach.call(dialog.querySelectorAll("[data-scale]"), function (b) {
      b.setAttribute("aria-pressed", String(b.getAttribute("data-scale") === zoomState.scale));
    });
    Array.prototype.forEach.call(dialog.querySelectorAll("[data-backdrop-choice]"), function (b) {
      b.setAttribute("aria-pressed", String(b.getAttribute("data-backdrop-choice") === zoomState.backdrop));
    });
  }

  function makeDialog() {
    dialog = document.createElement("dialog");
    dialog.className = "zoom-dialog";
    dialog.setAttribute("aria-labelledby", "zoom-title");
    heading = document.createElement("h2");
    heading.id = "zoom-title";
    var tools = document.createElement("div");
    tools.className = "zoom-tools";
    var scales = document.createElement("div");
    scales.setAttribute("role", "group");
    scales.setAttribute("aria-label", "Zoom");
    [["2", "2×"], ["3", "3×"], ["fit", "Fit"]].forEach(function (pair) {
      scales.appendChild(button(pair[1], function () { zoomState.scale = pair[0]; applyZoom(); }, { "data-scale": pair[0] }));
    });
    var backdrops = document.createElement("div");
    backdrops.setAttribute("role", "group");
    backdrops.setAttribute("aria-label", "Backdrop");
    [["light", "Light backdrop"], ["dark", "Dark backdrop"]].forEach(function (pair) {
      backdrops.appendChild(button(pair[1], function () { zoomState.backdrop = pair[0]; applyZoom(); }, { "data-backdrop-choice": pair[0] }));
    });
    var close = button("Close", function () { dialog.close(); }, { "class": "zoom-close" });
    tools.appendChild(scales);
    tools.appendChild(backdrops);
    tools.appendChild(close);
    stage = document.createElement("div");
    stage.className = "zoom-stage";
    var hint = document.createElement("p");
    hint.className = "zoom-hint";
    hint.textContent = "Keys: 2, 3, F (fit), B (backdrop), Esc (close).";
    dialog.appendChild(heading);
    dialog.appendChild(tools);
    dialog.appendChild(stage);
    dialog.appendChild(hint);
    dialog.addEventListener("keydown", function (event) {
      if (event.ctrlKey || event.metaKey || event.altKey) { return; }
      var key = event.key.toLowerCase();
      if (key === "2" || key === "3") { zoomState.scale = key; }
      else if (key === "f" || key === "0") { zoomState.scale = "fit"; }
      else if (key === "b") { zoomState.backdrop = zoomState.backdrop === "light" ? "dark" : "light"; }
      else { return; }
      event.preventDefault();
      applyZoom();
    });
    dialog.addEventListener("close", function () {
      stage.textContent = "";
      current = null;
      if (returnFocus) { returnFocus.focus(); }
    });
    // Inside <main>, so that the overlay switch (main:has(...)) applies to the zoomed render too.
    (document.querySelector("main") || document.body).appendChild(dialog);
  }

  function openZoom(card, opener) {
    if (!dialog) { makeDialog(); }
    var render = renderOf(card);
    if (!render) { return; }
    current = render.cloneNode(true);
    current.className = "render zoomed";
    ["role", "tabindex", "aria-label", "aria-pressed", "title"].forEach(function (a) { current.removeAttribute(a); });
    var img = current.querySelector("img");
    img.removeAttribute("loading");
    img.removeAttribute("width");
    img.removeAttribute("height");
    var title = document.querySelector("h1");
    heading.textContent = (title ? title.textContent + ", " : "") + (card.getAttribute("data-state") || "render");
    stage.textContent = "";
    stage.appendChild(current);
    returnFocus = opener;
    dialog.showModal();
    if (img.complete) { applyZoom(); } else { img.addEventListener("load", applyZoom, { once: true }); applyZoom(); }
  }

  Array.prototype.forEach.call(document.querySelectorAll("button.zoom-button"), function (b) {
    b.hidden = false;
    b.addEventListener("click", function () { openZoom(b.closest("figure"), b); });
  });
  window.addEventListener("resize", function () { if (current && zoomState.scale === "fit") { applyZoom(); } });
})();
