// StyleGallery: small enhancements on top of pages that work without JavaScript.
// - "Copy link" copies the variant's absolute URL; - theme links keep the current #variant;
// - search over window.GALLERY_INDEX (assets/search-index.js), which works from file:// too.
(function () {
  "use strict";

  document.addEventListener("click", function (event) {
    var copy = event.target.closest("a.copy-link");
    if (copy && navigator.clipboard) {
      event.preventDefault();
      var url = new URL(copy.getAttribute("href"), window.location.href).href;
      navigator.clipboard.writeText(url).then(function () {
        copy.textContent = "Link copied";
        setTimeout(function () { copy.textContent = "Copy link"; }, 1500);
      });
      history.replaceState(null, "", copy.getAttribute("href"));
      return;
    }
    var theme = event.target.closest(".theme-switcher a");
    if (theme && window.location.hash) {
      theme.setAttribute("href", theme.getAttribute("href").split("#")[0] + window.location.hash);
    }
  });

  // Search (docs/search.md): pages from GALLERY_INDEX; variants from parts under assets/search/, loaded
  // as scripts (file:// refuses fetch) only when a query needs them.
  var input = document.getElementById("search-input");
  var results = document.getElementById("search-results");
  var index = window.GALLERY_INDEX;
  if (!input || !results || !index) { return; }
  var root = document.documentElement.getAttribute("data-root") || "";
  var form = input.form;
  if (form) { form.addEventListener("submit", function (event) { event.preventDefault(); }); }
  var currentTheme = (function () {
    var match = /(?:^|\/)themes\/([^\/]+)\//.exec(window.location.pathname);
    return match ? index.themes.indexOf(match[1]) : -1;
  })();
  var termParts = {}, docParts = {}, pending = {};
  window.GALLERY_SEARCH = {
    terms: function (prefix, terms) { termParts[prefix] = terms; done("t" + prefix); },
    docs: function (part, docs) { docParts[part] = docs; done("d" + part); }
  };
  function done(key) { var callbacks = pending[key] || []; delete pending[key]; callbacks.forEach(function (f) { f(); }); }
  function hex(text) {
    return Array.prototype.map.call(new TextEncoder().encode(text), function (b) { return (b < 16 ? "0" : "") + b.toString(16); }).join("");
  }
  // Loads the scripts for `keys` ("t<prefix>" or "d<part>"), then calls `then`.
  function load(keys, then) {
    var missing = keys.filter(function (k) { return k[0] === "t" ? !termParts[k.slice(1)] : !docParts[k.slice(1)]; });
    var left = missing.length;
    if (left === 0) { then(); return; }
    missing.forEach(function (key) {
      var first = !pending[key];
      (pending[key] = pending[key] || []).push(function () { if (--left === 0) { then(); } });
      if (!first) { return; }
      var script = document.createElement("script");
      script.src = root + "assets/search/" + (key[0] === "t" ? "t-" + hex(key.slice(1)) : "d-" + key.slice(1)) + ".js";
      script.onerror = function () { done(key); };
      document.head.appendChild(script);
    });
  }
  function words(text) { return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean); }
  function decode(list) {
    var ids = [], id = 0;
    list.split(",").forEach(function (gap) { id += parseInt(gap, 36); ids.push(id); });
    return ids;
  }
  var generation = 0;
  function show(items) {
    results.textContent = "";
    items.forEach(function (item) {
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = root + item.u;
      a.textContent = item.n;
      li.appendChild(a);
      results.appendChild(li);
    });
    if (items.length === 0) {
      var none = document.createElement("li");
      none.textContent = "No match";
      results.appendChild(none);
    }
  }
  function search() {
    var query = words(input.value);
    var mine = ++generation;
    if (query.length === 0) { results.textContent = ""; return; }
    // Pages of the reader's theme first; at most three pages ahead of the variants.
    var here = currentTheme >= 0 ? "themes/" + index.themes[currentTheme] + "/" : null;
    var pages = index.pages.filter(function (page) {
      var text = page.t.toLowerCase();
      return query.every(function (w) { return text.indexOf(w) !== -1; });
    });
    pages.sort(function (a, b) { return (here !== null && b.u.indexOf(here) === 0) - (here !== null && a.u.indexOf(here) === 0); });
    pages = pages.slice(0, 8);
    var usable = query.filter(function (w) { return w.length >= 2; });
    if (usable.length === 0) { show(pages); return; }
    var parts = index.parts.filter(function (p) {
      return usable.some(function (w) { return w.indexOf(p) === 0 || p.indexOf(w) === 0; });
    });
    load(parts.map(function (p) { return "t" + p; }), function () {
      if (mine !== generation) { return; }
      // Score: 2 for an exact term, 1 for a prefix; a variant must match every query word.
      var scores = null;
      usable.forEach(function (w) {
        var these = {};
        parts.forEach(function (p) {
          var terms = termParts[p] || {};
          Object.keys(terms).forEach(function (term) {
            if (term.indexOf(w) !== 0) { return; }
            var weight = term === w ? 2 : 1;
            decode(terms[term]).forEach(function (id) { these[id] = Math.max(these[id] || 0, weight); });
          });
        });
        if (scores === null) { scores = these; return; }
        var next = {};
        Object.keys(scores).forEach(function (id) { if (these[id]) { next[id] = scores[id] + these[id]; } });
        scores = next;
      });
      var ids = Object.keys(scores || {}).map(Number);
      var wanted = 30 - pages.length;
      // The current theme first unless the query names another one, then by score, then in page order.
      ids.sort(function (a, b) { return scores[b] - scores[a] || a - b; });
      var top = ids.slice(0, Math.max(wanted * 8, 200));
      var docKeys = {};
      top.forEach(function (id) { docKeys["d" + Math.floor(id / index.docsPerPart)] = true; });
      load(Object.keys(docKeys), function () {
        if (mine !== generation) { return; }
        var docs = top.map(function (id) {
          var doc = (docParts[Math.floor(id / index.docsPerPart)] || [])[id % index.docsPerPart];
          return doc ? { n: doc[0], u: doc[1], theme: doc[2], score: scores[id], id: id } : null;
        }).filter(Boolean);
        docs.sort(function (a, b) {
          return b.score - a.score || (b.theme === currentTheme) - (a.theme === currentTheme) || a.id - b.id;
        });
        var shownPages = docs.length > 0 ? pages.slice(0, 3) : pages;
        show(shownPages.concat(docs.slice(0, 30 - shownPages.length)));
      });
    });
  }
  input.addEventListener("input", search);

  // Keyboard: "/" focuses the search; arrows move through the results; Escape returns to the box.
  document.addEventListener("keydown", function (event) {
    var typing = /^(INPUT|TEXTAREA|SELECT)$/.test(document.activeElement.tagName) || document.activeElement.isContentEditable;
    if (event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      input.focus();
      input.select();
      return;
    }
    var links = Array.prototype.slice.call(results.querySelectorAll("a"));
    var at = links.indexOf(document.activeElement);
    if (event.key === "ArrowDown" && (document.activeElement === input || at !== -1) && links.length > 0) {
      event.preventDefault();
      links[Math.min(links.length - 1, at + 1)].focus();
    } else if (event.key === "ArrowUp" && at !== -1) {
      event.preventDefault();
      if (at === 0) { input.focus(); } else { links[at - 1].focus(); }
    } else if (event.key === "Escape" && (document.activeElement === input || at !== -1)) {
      input.value = "";
      results.textContent = "";
      input.focus();
    }
  });
})();
