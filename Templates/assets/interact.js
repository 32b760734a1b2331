// StyleGallery: overlay switch, zoom and "press it" on component pages. Pages are complete without it:
// the overlay checkbox works through CSS alone, the zoom buttons stay hidden, the cards are plain figures.
// - input[data-remember]: its checked state is remembered in localStorage under "stylegallery:" + the value;
// - button.zoom-button: opens the card's render in a dialog at 2x, 3x or fit, on a light or dark backdrop;
// - figure[data-interact] (press | toggle | cycle) with data-states="own other…": the card shows, in turn,
//   the renders of the states named (their figures are on the same page, found by id);
// - form.matrix-controls next to a table[data-axes]: pivot (the axis across) and filter (the values shown)
//   the state matrix; its cells (td[data-values="axis:value …"]) are moved, never copied, so every card
//   keeps its behaviour. A link to a state that a filter hides shows every state again.
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

  // Cells of state matrices, also those a filter took out of the page: a card still finds its twins there.
  var matrixCells = [];
  function figureById(id) {
    var found = document.getElementById(id);
    for (var i = 0; !found && i < matrixCells.length; i++) {
      if (!matrixCells[i].isConnected) { found = matrixCells[i].querySelector('[id="' + id.replace(/["\\]/g, "") + '"]'); }
    }
    return found;
  }

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
      var other = renderOf(figureById(states[index]));
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

  // --- Pivot and filter the state matrix ---------------------------------------------------------------
  function setUpMatrix(view) {
    var form = view.querySelector("form.matrix-controls");
    var table = view.querySelector("table[data-axes]");
    if (!form || !table) { return; }
    var axes = table.getAttribute("data-axes").split(" ");
    var titles = {}, order = {};
    var pivot = form.querySelector("select[data-matrix-pivot]");
    var count = form.querySelector(".matrix-count");
    axes.forEach(function (axis) { titles[axis] = axis; order[axis] = []; });
    if (pivot) { Array.prototype.forEach.call(pivot.options, function (o) { titles[o.value] = o.textContent; }); }
    Array.prototype.forEach.call(form.querySelectorAll("fieldset[data-axis]"), function (set) {
      var legend = set.querySelector("legend");
      if (legend) { titles[set.getAttribute("data-axis")] = legend.textContent; }
    });
    var cells = Array.prototype.map.call(table.querySelectorAll("td[data-values]"), function (td) {
      var values = {};
      td.getAttribute("data-values").split(" ").forEach(function (pair) {
        var at = pair.indexOf(":");
        values[pair.slice(0, at)] = pair.slice(at + 1);
      });
      axes.forEach(function (axis) {
        if (values[axis] !== undefined && order[axis].indexOf(values[axis]) < 0) { order[axis].push(values[axis]); }
      });
      matrixCells.push(td);
      return { td: td, values: values };
    });
    // Each axis's values in the page's order (the filter lists them so), else as first met.
    Array.prototype.forEach.call(form.querySelectorAll("fieldset[data-axis]"), function (set) {
      order[set.getAttribute("data-axis")] = Array.prototype.map.call(set.querySelectorAll("input"), function (i) { return i.value; });
    });

    function chosen(axis) {
      var set = form.querySelector('fieldset[data-axis="' + axis + '"]');
      if (!set) { return order[axis]; }
      return Array.prototype.filter.call(set.querySelectorAll("input"), function (i) { return i.checked; })
        .map(function (i) { return i.value; });
    }

    function th(scope, text) {
      var cell = document.createElement("th");
      cell.setAttribute("scope", scope);
      cell.textContent = text;
      return cell;
    }

    // An impossible (or filtered-out) combination: the page's own empty cell, from its template.
    var emptyCell = view.querySelector("template.matrix-empty");
    function empty() {
      return emptyCell ? emptyCell.content.firstElementChild.cloneNode(true) : document.createElement("td");
    }

    function rebuild() {
      var across = pivot ? pivot.value : table.getAttribute("data-column-axis");
      var down = axes.filter(function (a) { return a !== across && order[a].length > 0; });
      var columns = chosen(across);
      var rows = [[]];
      down.forEach(function (axis) {
        var next = [];
        rows.forEach(function (prefix) { chosen(axis).forEach(function (v) { next.push(prefix.concat([[axis, v]])); }); });
        rows = next;
      });
      var byKey = {};
      cells.forEach(function (c) { byKey[axes.map(function (a) { return c.values[a] || ""; }).join("|")] = c; });
      function find(pairs) {
        var map = {};
        pairs.forEach(function (p) { map[p[0]] = p[1]; });
        return byKey[axes.map(function (a) { return map[a] || ""; }).join("|")];
      }
      var head = document.createElement("tr");
      head.appendChild(th("col", down.map(function (a) { return titles[a]; }).join(" \u00b7 ")));
      columns.forEach(function (v) { head.appendChild(th("col", titles[across] + ": " + v)); });
      var body = document.createElement("tbody");
      var shown = 0;
      rows.forEach(function (row) {
        var found = columns.map(function (v) { return find(row.concat([[across, v]])); });
        if (!found.some(Boolean)) { return; }
        var tr = document.createElement("tr");
        var label = row.map(function (p) { return p[1]; }).join(" \u00b7 ");
        tr.appendChild(th("row", label || (document.querySelector("h1") || {}).textContent || ""));
        found.forEach(function (c) {
          if (c) { tr.appendChild(c.td); shown += 1; } else { tr.appendChild(empty()); }
        });
        body.appendChild(tr);
      });
      // Cells no longer in the table stay in a detached store (their ids leave the page until shown again).
      table.querySelector("thead").replaceChildren(head);
      table.replaceChild(body, table.querySelector("tbody"));
      table.setAttribute("data-column-axis", across);
      if (count) { count.textContent = shown === cells.length ? "All " + cells.length + " states shown." : shown + " of " + cells.length + " states shown."; }
    }

    function showAll() {
      Array.prototype.forEach.call(form.querySelectorAll("fieldset[data-axis] input"), function (i) { i.checked = true; });
      rebuild();
    }

    form.addEventListener("change", rebuild);
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    var reset = document.createElement("button");
    reset.type = "button";
    reset.className = "matrix-reset";
    reset.textContent = "Show all";
    reset.addEventListener("click", showAll);
    form.insertBefore(reset, count);
    // A deep link to a state that a filter hides: show every state again, then go to it.
    window.addEventListener("hashchange", function () {
      var id = decodeURIComponent(window.location.hash.slice(1));
      if (!id || document.getElementById(id)) { return; }
      var hidden = cells.some(function (c) { return c.td.querySelector('[id="' + id.replace(/"/g, "") + '"]'); });
      if (hidden) {
        showAll();
        var target = document.getElementById(id);
        if (target) { target.scrollIntoView(); }
      }
    });
    form.hidden = false;
    rebuild();
  }

  Array.prototype.forEach.call(document.querySelectorAll(".matrix-view"), setUpMatrix);

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
