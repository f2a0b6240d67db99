"use strict";
document.addEventListener("DOMContentLoaded", function () {
  var body = document.body;
  var label = body.getAttribute("data-copy") || "Copy";
  var done = body.getAttribute("data-copied") || "Copied";
  document.querySelectorAll("pre > code").forEach(function (code) {
    var pre = code.parentElement;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy";
    button.textContent = label;
    button.addEventListener("click", function () {
      var text = code.innerText;
      var finish = function () {
        button.textContent = done;
        setTimeout(function () { button.textContent = label; }, 1500);
      };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(finish, function () {});
      } else {
        var range = document.createRange();
        range.selectNodeContents(code);
        var selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
        try { document.execCommand("copy"); finish(); } catch (error) {}
      }
    });
    pre.classList.add("has-copy");
    pre.insertBefore(button, code);
  });

  var root = document.documentElement;
  var header = document.querySelector(".site-header");
  var phone = window.matchMedia("(max-width: 760px)");

  // The header's height, which sticky columns and in-page jumps keep clear of.
  function measureHeader() {
    if (header) root.style.setProperty("--header", header.offsetHeight + "px");
  }
  measureHeader();
  window.addEventListener("resize", measureHeader);

  // MARK: The phone menu, a modal panel over the page.
  var menu = document.getElementById("site-nav");
  var opener = document.querySelector(".menu-link");
  if (menu && opener) {
    var closer = menu.querySelector(".menu-close");
    var outside = Array.prototype.filter.call(document.body.children, function (element) {
      return element !== menu.parentElement && !element.contains(menu);
    }).concat(Array.prototype.filter.call(menu.parentElement.children, function (element) {
      return element !== menu;
    }));
    var openedByTarget = function () { return location.hash === "#site-nav" && phone.matches; };
    var isOpen = function () { return menu.classList.contains("open") || openedByTarget(); };
    var focusable = function () {
      return Array.prototype.filter.call(menu.querySelectorAll("a[href], button"), function (element) {
        return element.getClientRects().length > 0;
      });
    };
    var setInert = function (on) {
      outside.forEach(function (element) {
        if (on) element.setAttribute("inert", ""); else element.removeAttribute("inert");
      });
    };
    var open = function () {
      menu.classList.add("open");
      opener.setAttribute("aria-expanded", "true");
      setInert(true);
      var current = menu.querySelector("a[aria-current]");
      (current || focusable()[0] || menu).focus({preventScroll: true});
    };
    var close = function () {
      var byTarget = openedByTarget();
      menu.classList.remove("open");
      opener.setAttribute("aria-expanded", "false");
      setInert(false);
      if (byTarget) location.hash = "#content";
      else opener.focus({preventScroll: true});
    };
    opener.setAttribute("aria-controls", "site-nav");
    opener.setAttribute("aria-expanded", "false");
    opener.addEventListener("click", function (event) {
      if (!phone.matches) return;
      event.preventDefault();
      open();
    });
    if (closer) {
      closer.addEventListener("click", function (event) {
        if (!isOpen()) return;
        event.preventDefault();
        close();
      });
    }
    // A tap beside the panel: on the menu's own box, right of its content.
    menu.addEventListener("click", function (event) {
      if (event.target === menu && isOpen() && event.clientX > menu.clientWidth - parseFloat(getComputedStyle(menu).paddingRight)) {
        close();
      }
    });
    document.addEventListener("keydown", function (event) {
      if (!isOpen()) return;
      if (event.key === "Escape") {
        event.preventDefault();
        close();
      } else if (event.key === "Tab") {
        var items = focusable();
        if (!items.length) return;
        var first = items[0];
        var last = items[items.length - 1];
        if (event.shiftKey && (document.activeElement === first || !menu.contains(document.activeElement))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !menu.contains(document.activeElement))) {
          event.preventDefault();
          first.focus();
        }
      }
    });
    var syncTarget = function () {
      if (openedByTarget()) {
        setInert(true);
        opener.setAttribute("aria-expanded", "true");
      } else if (!menu.classList.contains("open")) {
        setInert(false);
        opener.setAttribute("aria-expanded", "false");
      }
    };
    window.addEventListener("hashchange", syncTarget);
    syncTarget();
    phone.addEventListener("change", function () { if (!phone.matches && menu.classList.contains("open")) close(); });
  }

  // MARK: The section being read: marked in the contents, carried by the language switch.
  var headings = Array.prototype.slice.call(document.querySelectorAll("article [data-section]"));
  var tocLinks = Array.prototype.slice.call(document.querySelectorAll(".toc a[href^='#']"));
  var languageLinks = Array.prototype.slice.call(document.querySelectorAll("nav.languages a[hreflang]"));
  function currentHeading() {
    var line = (header ? header.getBoundingClientRect().bottom : 0) + 16;
    var current = null;
    for (var i = 0; i < headings.length; i++) {
      if (headings[i].getBoundingClientRect().top > line) break;
      current = headings[i];
    }
    return current;
  }
  // The id every translation knows the section by: the original's (``data-original``).
  function sharedID(heading) {
    var original = heading.querySelector("span[data-original]");
    return original ? original.id : heading.id;
  }
  var lastShared = null;
  function markSection() {
    var current = currentHeading();
    tocLinks.forEach(function (link) {
      var here = false;
      try { here = current !== null && decodeURIComponent(link.getAttribute("href").slice(1)) === current.id; } catch (error) {}
      if (here) link.setAttribute("aria-current", "location"); else link.removeAttribute("aria-current");
    });
    var shared = current ? sharedID(current) : "";
    if (shared === lastShared) return;
    lastShared = shared;
    languageLinks.forEach(function (link) {
      if (!link.hasAttribute("aria-current")) link.hash = shared;
    });
  }
  languageLinks.forEach(function (link) { link.addEventListener("click", markSection); });

  // MARK: The header slides away on a phone while the reader goes down, back on the way up.
  var lastY = window.scrollY;
  var jumped = false;
  document.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest("a[href^='#']") : null;
    // A jump within the page (not the menu's own links, which move nothing, nor back-to-top).
    if (link && !link.matches(".to-top, .menu-link, .menu-close")) jumped = true;
  });
  window.addEventListener("hashchange", function () { jumped = true; });
  var toTop = document.querySelector(".to-top");
  var pending = false;
  function onScroll() {
    pending = false;
    var y = window.scrollY;
    if (header) {
      var away = phone.matches && y > header.offsetHeight && (jumped || y > lastY);
      header.classList.toggle("away", away);
    }
    jumped = false;
    lastY = y;
    if (toTop) toTop.classList.toggle("shown", y > window.innerHeight);
    markSection();
  }
  window.addEventListener("scroll", function () {
    if (!pending) { pending = true; requestAnimationFrame(onScroll); }
  }, {passive: true});
  onScroll();

  // MARK: The theme toggle: pressed is dark; unset follows the system.
  var toggle = document.querySelector(".theme-toggle");
  if (toggle) {
    var dark = window.matchMedia("(prefers-color-scheme: dark)");
    var isDark = function () {
      var chosen = root.getAttribute("data-theme");
      return chosen ? chosen === "dark" : dark.matches;
    };
    var sync = function () { toggle.setAttribute("aria-pressed", String(isDark())); };
    toggle.addEventListener("click", function () {
      var theme = isDark() ? "light" : "dark";
      root.setAttribute("data-theme", theme);
      try { localStorage.setItem("docgen-theme", theme); } catch (error) {}
      sync();
    });
    dark.addEventListener("change", sync);
    sync();
    toggle.hidden = false;
  }

  // MARK: "Predict the log": move the lines, check the order, see the log.
  document.querySelectorAll(".predict").forEach(function (exercise) {
    var list = exercise.querySelector(".predict-lines");
    var status = exercise.querySelector(".predict-status");
    var reveal = exercise.parentElement.querySelector(".predict-reveal");
    var words = function (name, values) {
      var text = exercise.getAttribute(name) || "";
      Object.keys(values).forEach(function (key) { text = text.split("{" + key + "}").join(values[key]); });
      return text;
    };
    var items = function () { return Array.prototype.slice.call(list.children); };
    var lineOf = function (item) { return item.querySelector("code").textContent; };
    var clear = function () {
      items().forEach(function (item) {
        item.classList.remove("right", "wrong");
        var hint = item.querySelector(".predict-hint");
        if (hint) item.removeChild(hint);
      });
    };
    list.addEventListener("click", function (event) {
      var button = event.target.closest("button");
      if (!button) return;
      var item = button.closest("li");
      var up = button.classList.contains("predict-up");
      var other = up ? item.previousElementSibling : item.nextElementSibling;
      if (!other) return;
      clear();
      if (up) list.insertBefore(item, other); else list.insertBefore(other, item);
      button.focus();
      var all = items();
      status.textContent = words("data-moved", {line: lineOf(item), position: all.indexOf(item) + 1, count: all.length});
    });
    exercise.querySelector(".predict-check").addEventListener("click", function () {
      clear();
      var all = items();
      var answer = all.slice().sort(function (a, b) {
        return Number(a.getAttribute("data-at")) - Number(b.getAttribute("data-at"));
      }).map(lineOf);
      var right = 0;
      all.forEach(function (item, index) {
        if (lineOf(item) === answer[index]) {
          right += 1;
          item.classList.add("right");
        } else {
          item.classList.add("wrong");
          var hint = document.createElement("span");
          hint.className = "predict-hint";
          hint.textContent = words("data-in-log", {line: answer[index]});
          item.appendChild(hint);
        }
      });
      status.textContent = words("data-score", {right: right, count: all.length});
      if (reveal) reveal.open = true;
    });
    exercise.querySelectorAll("[hidden]").forEach(function (element) { element.hidden = false; });
  });
});
