"use strict";
(function () {
  var form = document.querySelector("form.search");
  var loading = null;
  var HAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
  var HANGUL = /\p{Script=Hangul}/u;
  // A query chunk's runs: Han (and kana), Hangul, anything else.
  var RUNS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+|\p{Script=Hangul}+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
  var WORD = /[\p{L}\p{N}_]+/gu;
  // Korean particles and endings a query word may carry, longest first.
  var ENDINGS = ["에서는", "에서도", "입니다", "됩니다", "합니다", "으로는", "에서", "에게", "으로", "로서", "부터", "까지",
    "처럼", "보다", "한테", "이나", "이다", "하는", "되는", "된다", "한다", "하고", "하면", "해서", "했다", "하다", "되다",
    "되어", "하여", "와의", "과의", "에는", "을", "를", "이", "가", "은", "는", "에", "의", "와", "과", "로", "도", "만", "된", "한"];
  // Where a word matches says how much the section is about it: code mentions names in
  // passing, prose explains them.
  var FIELDS = [["title", 3], ["heading", 2.5], ["text", 1], ["code", 0.8]];

  // Folding as a table of UTF-16 code units: full-width Latin to ASCII, Traditional to
  // Simplified. A text with nothing to fold (most of them) is returned as it is.
  function folder(pairs) {
    var table = new Uint16Array(65536);
    for (var code = 0xff01; code <= 0xff5e; code++) table[code] = code - 0xfee0;
    var characters = Array.from(pairs);
    for (var i = 0; i + 1 < characters.length; i += 2) table[characters[i].charCodeAt(0)] = characters[i + 1].charCodeAt(0);
    return function (text) {
      var lower = text.toLowerCase();
      if (lower.length !== text.length) {
        lower = Array.from(text, function (c) { var l = c.toLowerCase(); return l.length === c.length ? l : c; }).join("");
      }
      var codes = null;
      for (var at = 0; at < lower.length; at++) {
        var to = table[lower.charCodeAt(at)];
        if (to) {
          if (!codes) {
            codes = new Uint16Array(lower.length);
            for (var before = 0; before < at; before++) codes[before] = lower.charCodeAt(before);
          }
          codes[at] = to;
        } else if (codes) {
          codes[at] = lower.charCodeAt(at);
        }
      }
      if (!codes) return lower;
      var folded = "";
      for (var start = 0; start < codes.length; start += 4096) folded += String.fromCharCode.apply(null, codes.subarray(start, start + 4096));
      return folded;
    };
  }

  function prepare(data) {
    var fold = folder(data.fold || "");
    var pages = [];
    var sections = [];
    data.pages.forEach(function (page, number) {
      // Texts and queries are compared in NFC, as typed and as written may differ.
      var pageTitle = page.t.normalize("NFC");
      pages.push({ path: page.p, title: pageTitle, folded: { title: fold(pageTitle) } });
      page.s.forEach(function (section) {
        var heading = section.h.normalize("NFC");
        var text = section.x.normalize("NFC");
        var code = section.c.normalize("NFC");
        var folded = { heading: fold(heading), text: fold(text), code: fold(code) };
        sections.push({ page: number, anchor: section.a, heading: heading, text: text, code: code, folded: folded });
      });
    });
    // Every section's words in one string (NUL between sections, which no query holds),
    // for the first, cheap question — which sections hold a word at all — answered by one
    // native search through the whole language per word.
    var starts = [];
    var offset = 0;
    var parts = sections.map(function (section) {
      var all = pages[section.page].folded.title + "\n" + section.folded.heading + "\n" + section.folded.text + "\n" + section.folded.code;
      starts.push(offset);
      offset += all.length + 1;
      return all;
    });
    return { fold: fold, pages: pages, sections: sections, corpus: parts.join("\u0000"), starts: starts };
  }

  function loadScript(src, fail) {
    var script = document.createElement("script");
    script.src = src;
    script.onerror = function () { fail(new Error("cannot load " + src)); };
    document.head.appendChild(script);
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
    window.docgenSearchIndexLoaded = function (data) {
      if (!Array.isArray(data.parts)) { settle.resolve(prepare({ fold: data.fold, pages: data.pages || [] })); return; }
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
        if (--waiting === 0) settle.resolve(prepare({ fold: data.fold, pages: [].concat.apply([], parts) }));
      };
      if (!waiting) settle.resolve(prepare({ fold: data.fold, pages: [] }));
      data.parts.forEach(function (part) { loadScript(new URL(part, first).href, fail); });
    };
    loadScript(first.href, fail);
    return attempt;
  }

  function stems(word) {
    var forms = [];
    [["ing", 4], ["ed", 4], ["es", 4], ["s", 4], ["ly", 4]].some(function (ending) {
      if (word.length - ending[0].length >= ending[1] && word.endsWith(ending[0])) {
        forms.push({ text: word.slice(0, -ending[0].length), weight: 0.7 });
        return true;
      }
      return false;
    });
    return forms;
  }

  function koreanForms(run) {
    var forms = [{ text: run, weight: 1 }];
    for (var i = 0; i < ENDINGS.length; i++) {
      var ending = ENDINGS[i];
      // The stem keeps two syllables at least: a one-syllable stem is inside everything.
      if (run.length >= ending.length + 2 && run.endsWith(ending)) {
        forms.push({ text: run.slice(0, -ending.length), weight: 0.85 });
        break;
      }
    }
    return forms;
  }

  // The query's terms: each is matched by any of its forms, or (a long Chinese run) by
  // most of its character pairs.
  function terms(query, fold) {
    // A pasted page is not a query: the first 200 characters are plenty.
    var folded = fold(query.slice(0, 200).normalize("NFC"));
    var result = [];
    (folded.match(WORD) || []).forEach(function (chunk) {
      var runs = chunk.match(RUNS) || [];
      runs.forEach(function (run, position) {
        if (HANGUL.test(run)) {
          // A particle glued to a Latin word (`present를`) belongs to that word.
          if (position > 0 && !HANGUL.test(runs[position - 1]) && ENDINGS.indexOf(run) >= 0) return;
          result.push({ forms: koreanForms(run), latin: false });
        } else if (HAN.test(run)) {
          var characters = Array.from(run);
          var grams = [];
          // At most 32 pairs: a pasted paragraph is not 200 words to look for.
          for (var i = 0; i + 1 < characters.length && grams.length < 32; i++) grams.push(characters[i] + characters[i + 1]);
          result.push({ forms: [{ text: run, weight: 1 }], grams: characters.length >= 3 ? grams : null, latin: false });
        } else {
          result.push({ forms: [{ text: run, weight: 1 }].concat(stems(run)), latin: true });
        }
      });
    });
    return result;
  }

  function isWordCharacter(character) {
    return character !== undefined && /[\p{L}\p{N}_]/u.test(character) && !HAN.test(character);
  }

  // How well `needle` matches `haystack`: occurrences (up to 8), doubled when one starts a
  // word, raised again when it is the whole word.
  function strength(haystack, needle, latin) {
    var at = haystack.indexOf(needle);
    if (at < 0) return 0;
    var count = 0;
    var best = 1;
    while (at >= 0 && count < 8) {
      count++;
      if (latin) {
        var starts = !isWordCharacter(haystack[at - 1]);
        var whole = starts && !isWordCharacter(haystack[at + needle.length]);
        best = Math.max(best, whole ? 2.6 : starts ? 2 : 1);
      }
      at = haystack.indexOf(needle, at + needle.length);
    }
    return best * (1 + Math.log(count));
  }

  function termScore(term, page, section) {
    var score = 0;
    FIELDS.forEach(function (field) {
      var haystack = field[0] === "title" ? page.folded.title : section.folded[field[0]];
      if (!haystack) return;
      var best = 0;
      term.forms.forEach(function (form) {
        best = Math.max(best, form.weight * strength(haystack, form.text, term.latin));
      });
      if (best === 0 && term.grams) {
        var found = 0;
        var sum = 0;
        term.grams.forEach(function (gram) {
          var s = strength(haystack, gram, false);
          if (s > 0) { found++; sum += s; }
        });
        if (found / term.grams.length >= 0.7) best = 0.5 * (found / term.grams.length) * (sum / term.grams.length);
      }
      score += field[1] * best;
    });
    return score;
  }

  // Calls `found` with the number of every section whose words hold `text`, once each.
  function holding(index, text, found) {
    var starts = index.starts;
    var at = index.corpus.indexOf(text);
    while (at >= 0) {
      var low = 0;
      var high = starts.length - 1;
      while (low < high) {
        var middle = (low + high + 1) >> 1;
        if (starts[middle] <= at) low = middle; else high = middle - 1;
      }
      found(low);
      if (low + 1 >= starts.length) break;
      at = index.corpus.indexOf(text, starts[low + 1]);
    }
  }

  function needles(term) {
    return term.forms.map(function (form) { return form.text; }).concat(term.grams || []);
  }

  // About 160 characters of the section around the first match, with every match marked.
  function snippet(section, list) {
    var field = ["text", "code", "heading"].find(function (name) {
      return list.some(function (term) { return needles(term).some(function (n) { return section.folded[name].indexOf(n) >= 0; }); });
    }) || "text";
    var original = section[field];
    var folded = section.folded[field];
    var first = -1;
    list.forEach(function (term) {
      needles(term).forEach(function (n) {
        var at = folded.indexOf(n);
        if (at >= 0 && (first < 0 || at < first)) first = at;
      });
    });
    var start = Math.max(0, first - 40);
    var end = Math.min(original.length, start + 160);
    if (start > 0 && /[\udc00-\udfff]/.test(original[start])) start--;
    if (end < original.length && /[\udc00-\udfff]/.test(original[end])) end++;
    var marks = [];
    list.forEach(function (term) {
      needles(term).forEach(function (n) {
        if (!n) return;
        for (var at = folded.indexOf(n, start); at >= 0 && at < end; at = folded.indexOf(n, at + n.length)) {
          marks.push([at - start, Math.min(at + n.length, end) - start]);
        }
      });
    });
    marks.sort(function (a, b) { return a[0] - b[0] || b[1] - a[1]; });
    var merged = [];
    marks.forEach(function (mark) {
      var last = merged[merged.length - 1];
      if (last && mark[0] <= last[1]) last[1] = Math.max(last[1], mark[1]); else merged.push(mark.slice());
    });
    return { text: original.slice(start, end), before: start > 0, after: end < original.length, marks: merged };
  }

  // The query as one phrase (its words' main forms, a trailing Korean particle dropped):
  // a title or heading that contains it is what the reader typed.
  function phrase(list) {
    if (list.length < 2) return null;
    return list.map(function (term) { return term.forms[term.forms.length > 1 && !term.latin ? 1 : 0].text; }).join(" ");
  }

  function search(index, query) {
    var list = terms(query, index.fold).slice(0, 16);
    if (list.length === 0) return [];
    var whole = phrase(list);
    // First which sections hold which words at all (one indexOf a form), then scores for
    // the sections that hold the most: all words when some section has them all.
    // A form that contains another (`dismissing`, `dismiss`) is present only where the
    // shorter one is: asking for the shorter is enough.
    var probes = list.map(function (term) {
      return term.forms.map(function (form) { return form.text; }).filter(function (text, i, all) {
        return !all.some(function (other, j) { return j !== i && other.length < text.length && text.indexOf(other) >= 0; });
      });
    });
    var count = index.sections.length;
    var matched = new Uint8Array(count);
    var documentFrequency = list.map(function (term, i) {
      var here = new Uint8Array(count);
      probes[i].forEach(function (text) { holding(index, text, function (n) { here[n] = 1; }); });
      if (term.grams) {
        var grams = new Uint16Array(count);
        term.grams.forEach(function (gram) { holding(index, gram, function (n) { grams[n]++; }); });
        for (var n = 0; n < count; n++) if (grams[n] / term.grams.length >= 0.7) here[n] = 1;
      }
      var frequency = 0;
      for (var m = 0; m < count; m++) if (here[m]) { matched[m]++; frequency++; }
      return frequency;
    });
    var most = 0;
    for (var k = 0; k < count; k++) most = Math.max(most, matched[k]);
    var candidates = most === 0 ? [] : index.sections.filter(function (section, n) { return matched[n] === most; });
    var total = index.sections.length;
    var pages = new Map();
    candidates.forEach(function (section) {
      var page = index.pages[section.page];
      var entry = { section: section, scores: list.map(function (term) { return termScore(term, page, section); }) };
      var score = 0;
      entry.scores.forEach(function (s, i) { score += s * Math.log(1 + total / Math.max(1, documentFrequency[i])); });
      if (whole && index.pages[entry.section.page].folded.title.indexOf(whole) >= 0) score *= 1.5;
      else if (whole && entry.section.folded.heading.indexOf(whole) >= 0) score *= 1.3;
      var best = pages.get(entry.section.page);
      if (!best) {
        pages.set(entry.section.page, { entry: entry, score: score, others: 0 });
      } else if (score > best.score) {
        best.others += best.score;
        best.entry = entry;
        best.score = score;
      } else {
        best.others += score;
      }
    });
    var ranked = Array.from(pages.values()).map(function (found) {
      return { found: found, score: found.score + 0.15 * Math.min(found.others, found.score) };
    });
    ranked.sort(function (a, b) {
      return b.score - a.score || index.pages[a.found.entry.section.page].path.localeCompare(index.pages[b.found.entry.section.page].path);
    });
    var root = form ? form.getAttribute("data-root") : "";
    return ranked.slice(0, 20).map(function (item) {
      var section = item.found.entry.section;
      var page = index.pages[section.page];
      // Paths come from note names: each part is encoded, as the site's own links are.
      var href = root + page.path.split("/").map(encodeURIComponent).join("/") +
        (section.anchor ? "#" + encodeURIComponent(section.anchor) : "");
      var excerpt = snippet(section, list);
      return {
        url: new URL(href, document.baseURI).href, title: page.title, section: section.heading,
        snippet: excerpt.text, excerpt: excerpt
      };
    });
  }

  window.docgenSearch = function (query) {
    return loadIndex().then(function (index) { return search(index, String(query)); });
  };

  if (!form) return;
  var input = form.querySelector("input");
  var panel = form.querySelector(".search-results");
  var composing = false;
  var timer = 0;
  var asked = 0;
  form.hidden = false;

  function close() {
    panel.hidden = true;
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
    if (input.value.trim()) schedule();
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
      close();
      input.focus();
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