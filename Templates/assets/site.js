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

  var input = document.getElementById("search-input");
  var results = document.getElementById("search-results");
  var index = window.GALLERY_INDEX;
  if (!input || !results || !index) { return; }
  var root = document.documentElement.getAttribute("data-root") || "";
  var form = input.form;
  if (form) { form.addEventListener("submit", function (event) { event.preventDefault(); }); }

  input.addEventListener("input", function () {
    var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    results.textContent = "";
    if (words.length === 0) { return; }
    var shown = 0;
    for (var i = 0; i < index.length && shown < 30; i++) {
      var item = index[i];
      var text = item.t.toLowerCase();
      if (words.every(function (w) { return text.indexOf(w) !== -1; })) {
        var li = document.createElement("li");
        var a = document.createElement("a");
        a.href = root + item.u;
        a.textContent = item.n;
        li.appendChild(a);
        results.appendChild(li);
        shown++;
      }
    }
    if (shown === 0) {
      var none = document.createElement("li");
      none.textContent = "No match";
      results.appendChild(none);
    }
  });
})();
