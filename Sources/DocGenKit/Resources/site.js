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

  var key = "docgen-section";
  var remembered = null;
  try { remembered = sessionStorage.getItem(key); sessionStorage.removeItem(key); } catch (error) {}
  if (remembered && !location.hash) {
    var headings = document.querySelectorAll("[data-section]");
    for (var i = 0; i < headings.length; i++) {
      if (headings[i].getAttribute("data-section") === remembered) { headings[i].scrollIntoView(); break; }
    }
  }
  document.querySelectorAll("nav.languages a[hreflang]").forEach(function (link) {
    link.addEventListener("click", function () {
      var current = null;
      document.querySelectorAll("[data-section]").forEach(function (heading) {
        if (heading.getBoundingClientRect().top <= 80) current = heading;
      });
      if (!current) return;
      try { sessionStorage.setItem(key, current.getAttribute("data-section")); } catch (error) {}
    });
  });
});
