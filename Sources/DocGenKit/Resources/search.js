"use strict";
// The search box (assets/search.js, on every page): it shows the box, loads the search
// (assets/search-engine.js) and the language's index the first time the box is used or
// `window.docgenSearch` is called, and marks a result's words on the page it opens.
(function () {
  var form = document.querySelector("form.search");
  var root = form ? form.getAttribute("data-root") || "" : "";
  var ENGINE = "assets/search-engine.js";
  var loading = null;

  function loadScript(src, fail) {
    var script = document.createElement("script");
    script.src = src;
    script.onerror = function () { fail(new Error("cannot load " + src)); };
    document.head.appendChild(script);
    return script;
  }

  // The language's first file names its parts; they load side by side, in any order, and
  // are read in the order of their numbers, so every reader's index is the same. A first
  // file from before parts (a browser's cached copy) holds the pages itself. A failed
  // load lets the next query try again (not an earlier attempt's late failure).
  function loadIndex() {
    if (loading) return loading;
    var settle;
    var attempt = new Promise(function (resolve, reject) { settle = { resolve: resolve, reject: reject }; });
    loading = attempt;
    function fail(error) {
      if (loading === attempt) loading = null;
      settle.reject(error);
    }
    if (!form) { fail(new Error("this page has no search")); return attempt; }
    var first = new URL(form.getAttribute("data-index"), document.baseURI);
    // The search itself loads beside the index.
    var engine = new Promise(function (resolve, reject) {
      if (window.docgenSearchEngine) { resolve(window.docgenSearchEngine); return; }
      var script = loadScript(new URL(root + ENGINE, document.baseURI).href, reject);
      script.onload = function () {
        if (window.docgenSearchEngine) resolve(window.docgenSearchEngine); else reject(new Error("no search in " + script.src));
      };
    });
    window.docgenSearchIndexLoaded = function (data) {
      function done(pages) {
        var merged = Object.assign({}, data);
        merged.pages = pages;
        engine.then(function (searching) { settle.resolve(searching.open(merged)); }, fail);
      }
      if (!Array.isArray(data.parts)) { done(data.pages || []); return; }
      var parts = new Array(data.parts.length);
      var waiting = data.parts.length;
      window.docgenSearchPartLoaded = function (part) {
        var number = part.part;
        if (!(number >= 0 && number < parts.length) || !Array.isArray(part.pages)) {
          fail(new Error("not a part of this index: " + number));
          return;
        }
        if (parts[number]) return;
        parts[number] = part.pages;
        if (--waiting === 0) done([].concat.apply([], parts));
      };
      if (!waiting) done([]);
      data.parts.forEach(function (part) { loadScript(new URL(part, first).href, fail); });
    };
    loadScript(first.href, fail);
    return attempt;
  }

  // `window.docgenSearch(query)`: a Promise of the results, `[{url, title, section, snippet,
  // excerpt, highlights}]`, best first (twenty at most). The box uses it, and so can tests.
  window.docgenSearch = function (query) {
    return loadIndex().then(function (index) { return window.docgenSearchEngine.search(index, String(query), root); });
  };

  // MARK: - The landing page

  // A page opened from a result marks the words the query matched in the section it opens
  // at (the one its fragment names, else the text under the title): `?highlight=` words.
  function markLanding() {
    var words = new URLSearchParams(window.location.search).getAll("highlight").filter(function (w) { return w.length > 1; });
    var article = document.querySelector("main article");
    if (!words || !words.length || !article) return;
    words = words.slice(0, 8).map(function (w) { return w.toLowerCase(); }).sort(function (a, b) { return b.length - a.length; });
    var headings = Array.from(article.querySelectorAll("h2, h3"));
    var id = "";
    try {
      id = decodeURIComponent(window.location.hash.slice(1));
    } catch {
      id = "";
    }
    var from = id ? document.getElementById(id) : null;
    if (from && headings.indexOf(from) < 0) from = null;
    var to = from ? headings[headings.indexOf(from) + 1] || null : headings[0] || null;
    var walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
    var nodes = [];
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      if (from && !(from.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) && !from.contains(node)) continue;
      if (to && (to.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING || to.contains(node))) break;
      if (node.parentElement.closest("svg, script, style, .anchor, figure.hierarchy, figure.timeline, details.toc")) continue;
      nodes.push(node);
    }
    nodes.forEach(function (text) {
      var value = text.nodeValue;
      var lower = value.toLowerCase();
      if (lower.length !== value.length) return;
      var spans = [];
      words.forEach(function (word) {
        for (var at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + word.length)) {
          var end = at + word.length;
          if (!spans.some(function (s) { return at < s[1] && end > s[0]; })) spans.push([at, end]);
        }
      });
      if (!spans.length) return;
      spans.sort(function (a, b) { return a[0] - b[0]; });
      var parts = document.createDocumentFragment();
      var last = 0;
      spans.forEach(function (span) {
        parts.appendChild(document.createTextNode(value.slice(last, span[0])));
        var mark = document.createElement("mark");
        mark.className = "search-hit";
        mark.textContent = value.slice(span[0], span[1]);
        parts.appendChild(mark);
        last = span[1];
      });
      parts.appendChild(document.createTextNode(value.slice(last)));
      text.parentNode.replaceChild(parts, text);
    });
  }

  markLanding();

  if (!form) return;
  var input = form.querySelector("input");
  var panel = form.querySelector(".search-results");
  var status = form.querySelector(".search-status");
  var composing = false;
  var timer = 0;
  var asked = 0;
  // True while Escape hands focus back to the box: that focus must not search again.
  var dismissing = false;
  form.hidden = false;

  function close() {
    panel.hidden = true;
    if (status) status.textContent = "";
  }

  function show(query, results) {
    panel.textContent = "";
    if (results.length === 0) {
      var none = document.createElement("p");
      none.textContent = (form.getAttribute("data-no-results") || "").split("{query}").join(query);
      panel.appendChild(none);
    } else {
      var list = document.createElement("ol");
      results.slice(0, 10).forEach(function (result) {
        var item = document.createElement("li");
        var link = document.createElement("a");
        link.href = result.url;
        var title = document.createElement("span");
        title.className = "result-title";
        title.textContent = result.title;
        link.appendChild(title);
        if (result.section) {
          var section = document.createElement("span");
          section.className = "result-section";
          section.textContent = " › " + result.section;
          link.appendChild(section);
        }
        var text = document.createElement("span");
        text.className = "result-snippet";
        var excerpt = result.excerpt;
        var at = 0;
        if (excerpt.before) text.appendChild(document.createTextNode("… "));
        excerpt.marks.forEach(function (mark) {
          text.appendChild(document.createTextNode(excerpt.text.slice(at, mark[0])));
          var marked = document.createElement("mark");
          marked.textContent = excerpt.text.slice(mark[0], mark[1]);
          text.appendChild(marked);
          at = mark[1];
        });
        text.appendChild(document.createTextNode(excerpt.text.slice(at) + (excerpt.after ? " …" : "")));
        link.appendChild(text);
        item.appendChild(link);
        list.appendChild(item);
      });
      panel.appendChild(list);
    }
    panel.hidden = false;
    // Said by screen readers (role=status): how many results, or that there are none.
    if (status) {
      status.textContent = results.length === 0 ? panel.textContent
        : (status.getAttribute("data-count") || "").split("{count}").join(String(Math.min(results.length, 10)));
    }
  }

  function run() {
    var query = input.value.trim();
    var mine = ++asked;
    if (!query) { close(); return; }
    window.docgenSearch(query).then(function (results) {
      if (mine === asked) show(query, results);
    }, function () { if (mine === asked) close(); });
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(run, 60);
  }

  function links() {
    return panel.hidden ? [] : Array.from(panel.querySelectorAll("a"));
  }

  input.addEventListener("compositionstart", function () { composing = true; });
  input.addEventListener("compositionend", function () { composing = false; schedule(); });
  input.addEventListener("input", function (event) { if (!composing && !event.isComposing) schedule(); });
  input.addEventListener("focus", function () {
    loadIndex().catch(function () {});
    if (!dismissing && input.value.trim()) schedule();
  });
  // Enter opens the first result of what the box holds now (not of an earlier query
  // still on screen): the query runs again if the box changed since.
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    if (composing) return;
    clearTimeout(timer);
    var query = input.value.trim();
    if (!query) return;
    var mine = ++asked;
    window.docgenSearch(query).then(function (results) {
      if (mine !== asked) return;
      show(query, results);
      if (results.length) window.location.href = results[0].url;
    }, function () {});
  });
  form.addEventListener("keydown", function (event) {
    if (event.isComposing || composing) return;
    var all = links();
    var at = all.indexOf(document.activeElement);
    if (event.key === "ArrowDown" && all.length) {
      event.preventDefault();
      all[Math.min(at + 1, all.length - 1)].focus();
    } else if (event.key === "ArrowUp" && all.length) {
      event.preventDefault();
      if (at <= 0) input.focus(); else all[at - 1].focus();
    } else if (event.key === "Escape") {
      // Closed stays closed: no search still waiting or running may reopen the results.
      clearTimeout(timer);
      ++asked;
      close();
      dismissing = true;
      input.focus();
      dismissing = false;
    }
  });
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    var editing = target && (target.isContentEditable || /^(input|textarea|select)$/i.test(target.tagName));
    if (event.key === "/" && !editing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      input.focus();
      input.select();
    }
  });
  document.addEventListener("click", function (event) {
    if (!form.contains(event.target)) close();
  });
})();
