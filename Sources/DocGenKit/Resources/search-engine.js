"use strict";
// The search itself (assets/search-engine.js): loaded by assets/search.js with a language's
// index, the first time the box is used, never with the page. It reads the index
// (`open`) and answers queries on it (`search`); see docs/search.md for what it matches and
// how it ranks.
(function () {
  var HAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
  var HANGUL = /\p{Script=Hangul}/u;
  // A query chunk's runs: Han (and kana), Hangul, anything else.
  var RUNS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+|\p{Script=Hangul}+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
  var WORD = /[\p{L}\p{N}_]+/gu;
  // The words of the texts, for the vocabulary: Latin identifiers and Hangul runs.
  var TOKEN = /[A-Za-z][A-Za-z0-9_]*|[\uac00-\ud7a3]+/g;
  // A query form that lies inside one such word, when it is in the texts at all (folded).
  var WHOLE_WORD = /^(?:[a-z][a-z0-9_]*|[\uac00-\ud7a3]+)$/;
  // Full-width Latin, which folding turns into words the reading of the texts does not see.
  var WIDE = /[\uff01-\uff5e]/;
  // An identifier's parts: `UIPresentationController` → UI, Presentation, Controller.
  var CAMEL = /[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+/g;
  // Korean particles and endings a query word may carry (longest tried first).
  var ENDINGS = ["에서는", "에서도", "입니다", "됩니다", "합니다", "으로는", "에서", "에게", "으로", "로서", "부터", "까지",
    "처럼", "보다", "한테", "이나", "이다", "하는", "되는", "된다", "한다", "하고", "하면", "해서", "했다", "하다", "되다",
    "되어", "하여", "와의", "과의", "에는", "을", "를", "이", "가", "은", "는", "에", "의", "와", "과", "로", "도", "만", "된", "한",
    "하나요", "되나요", "인가요", "한가요", "하려면", "되려면", "으려면", "려면", "하지", "되지", "하는지", "되는지", "했는데",
    "됐는데", "된다면", "한다면", "해야", "돼야", "되어야", "하게", "되게", "하기", "되기", "해요", "돼요", "되요", "했어요",
    "됐어요", "습니다", "까요", "나요", "는지", "는데", "으면", "하죠", "되죠", "이에요", "예요", "인지", "에게서", "이라는", "라는",
    "되었다", "되어서", "할", "될", "하는데", "되는데", "하면서", "되면", "되고", "되어도", "해도"].sort(function (a, b) {
    return b.length - a.length;
  });
  // Where a word matches says how much the section is about it: code mentions names in
  // passing, prose explains them. The title and the summary are the page's, in every section.
  var FIELDS = [["title", 3], ["summary", 1], ["heading", 2.5], ["text", 1], ["code", 0.8]];
  // Forms a word may be tried in, at most: each is a search through the language's texts.
  var MOST_FORMS = 12;
  // Sections scored in full for one query, at most (see search()).
  var MOST_SCORED = 300;

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

  // The language's words that apply to queries: stop words, and what a query may be
  // rewritten to — spelling variants (every member of a group stands for every other) and,
  // in Chinese, Taiwan and Hong Kong phrases and their mainland equivalents, both ways (the
  // page may be written in either). Keys are folded, without spaces.
  function languageWords(data, fold) {
    var stop = new Set();
    (data.stop || []).forEach(function (word) { stop.add(fold(String(word).normalize("NFC"))); });
    var swaps = new Map();
    var longest = 0;
    function add(from, to) {
      var key = from.replace(/ /g, "");
      if (!key || key === to) return;
      var list = swaps.get(key);
      if (!list) {
        list = [];
        swaps.set(key, list);
      }
      if (list.indexOf(to) < 0) list.push(to);
      longest = Math.max(longest, key.length);
    }
    (data.variants || []).forEach(function (group) {
      var members = group.map(function (member) { return fold(String(member).normalize("NFC")); });
      members.forEach(function (member) {
        members.forEach(function (other) { if (other !== member) add(member, other); });
      });
    });
    String(data.phrases || "").split("|").forEach(function (pair) {
      var sides = pair.split(" ");
      if (sides.length !== 2) return;
      add(sides[0], sides[1]);
      add(sides[1], sides[0]);
    });
    return { stop: stop, swaps: swaps, longest: longest };
  }

  function prepare(data) {
    var fold = folder(data.fold || "");
    var pages = [];
    var sections = [];
    data.pages.forEach(function (page, number) {
      // Texts and queries are compared in NFC, as typed and as written may differ.
      var pageTitle = page.t.normalize("NFC");
      var summary = (page.u || "").normalize("NFC");
      var entry = {
        path: page.p, title: pageTitle, summary: summary, folded: { title: fold(pageTitle), summary: fold(summary) },
        first: sections.length, count: page.s.length
      };
      var headings = [];
      page.s.forEach(function (section) {
        var heading = section.h.normalize("NFC");
        var text = section.x.normalize("NFC");
        var code = section.c.normalize("NFC");
        var folded = { heading: fold(heading), text: fold(text), code: fold(code) };
        headings.push(folded.heading);
        sections.push({ page: number, number: sections.length, anchor: section.a, heading: heading, text: text, code: code, folded: folded });
      });
      // What the page says it is about: its title, its summary and its headings.
      entry.about = entry.folded.title + "\n" + entry.folded.summary + "\n" + headings.join("\n");
      pages.push(entry);
    });
    // Every section's words in one string (NUL between sections, which no query holds),
    // for the first, cheap question — which sections hold a word at all — answered by one
    // native search through the whole language per word.
    var starts = [];
    var offset = 0;
    // A long text mentions more words in passing: a match in a section's prose or code counts
    // for less the longer they are than the language's average (BM25's length
    // normalisation, a quarter of it).
    ["text", "code"].forEach(function (field) {
      var sum = 0;
      sections.forEach(function (section) { sum += section.folded[field].length; });
      var average = Math.max(1, sum / Math.max(1, sections.length));
      sections.forEach(function (section) {
        section.norm = section.norm || {};
        section.norm[field] = 0.75 + 0.25 * section.folded[field].length / average;
      });
    });
    var parts = sections.map(function (section) {
      var all = pages[section.page].folded.title + "\n" + section.folded.heading + "\n" + section.folded.text + "\n" + section.folded.code;
      starts.push(offset);
      offset += all.length + 1;
      return all;
    });
    return {
      fold: fold, pages: pages, sections: sections, corpus: parts.join("\u0000"), starts: starts,
      aboutCorpus: pages.map(function (page) { return page.about; }).join("\u0000"), words: languageWords(data, fold),
      vocabulary: null, seen: new Map()
    };
  }

  // MARK: - The vocabulary: the words of the texts, for words a query misspells or runs together

  // Bits for the letters (and digits, `_`) a word holds: two words an edit apart differ in
  // two bits at most, so most of the vocabulary is passed over without a comparison.
  function letterMask(word) {
    var mask = 0;
    for (var i = 0; i < word.length; i++) {
      var c = word.charCodeAt(i);
      mask |= c >= 97 && c <= 122 ? 1 << (c - 97) : c >= 48 && c <= 57 ? 1 << 26 : 1 << 27;
    }
    return mask;
  }

  function bitCount(value) {
    var v = value - ((value >>> 1) & 0x55555555);
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }

  // The words of the texts, read in slices of the sections when the browser is idle after the
  // index loads (the whole of a big language takes a few hundred milliseconds), and read to
  // the end at once when a query needs them first. They make the vocabulary (every Latin
  // word of the language — identifiers whole, their parts and the tails of their parts
  // (`presentingviewcontroller`, `viewcontroller`, `controller`, `presenting`, `view`) — and
  // every Hangul word with the stem under its particle or ending), and say which sections
  // hold each word: a word of a query is then found in the few thousand distinct words
  // instead of through all the texts (``sectionsHolding``).
  function readWords(index, until) {
    var reading = index.reading;
    var posted = reading.posted;
    function read(text, first, last) {
      var found = text.match(TOKEN);
      if (!found) return;
      if (!reading.wide && WIDE.test(text)) reading.wide = true;
      for (var i = 0; i < found.length; i++) {
        var list = posted.get(found[i]);
        if (!list) {
          list = [];
          posted.set(found[i], list);
        }
        for (var n = first; n < last; n++) if (list[list.length - 1] !== n) list.push(n);
      }
    }
    if (reading.next === 0) {
      // A title is in all its page's sections; a summary is in none (only in the words).
      index.pages.forEach(function (page) {
        read(page.title, page.first, page.first + page.count);
        read(page.summary, 0, 0);
      });
    }
    var sections = index.sections;
    while (reading.next < sections.length && (until === undefined || performance.now() < until)) {
      var end = Math.min(sections.length, reading.next + 64);
      for (; reading.next < end; reading.next++) {
        var section = sections[reading.next];
        read(section.heading, reading.next, reading.next + 1);
        read(section.text, reading.next, reading.next + 1);
        read(section.code, reading.next, reading.next + 1);
      }
    }
    return reading.next >= sections.length;
  }

  function startReading(index) {
    index.reading = { next: 0, posted: new Map(), wide: false };
  }

  function readWordsWhenIdle(index) {
    startReading(index);
    function step() {
      if (index.vocabulary || readWords(index, performance.now() + 8)) return;
      setTimeout(step, 0);
    }
    setTimeout(step, 0);
  }

  function vocabularyOf(index) {
    if (index.vocabulary) return index.vocabulary;
    if (!index.reading) startReading(index);
    readWords(index);
    var latin = new Set();
    var hangul = new Set();
    var words = [];
    var holders = [];
    index.reading.posted.forEach(function (list, token) {
      if (list.length) {
        words.push(index.fold(token));
        holders.push(list);
      }
      if (HANGUL.test(token)) {
        hangul.add(token);
        var stem = koreanStem(token, 1);
        if (stem) hangul.add(stem);
        return;
      }
      latin.add(index.fold(token));
      var parts = token.match(CAMEL) || [];
      for (var i = 0; i < parts.length; i++) {
        latin.add(parts[i].toLowerCase());
        if (i > 0) latin.add(index.fold(parts.slice(i).join("")));
      }
    });
    var byLength = [];
    latin.forEach(function (word) {
      if (word.length < 2) return;
      if (!byLength[word.length]) byLength[word.length] = { words: [], masks: [] };
      var bucket = byLength[word.length];
      bucket.words.push(word);
      bucket.masks.push(letterMask(word));
    });
    index.vocabulary = {
      latin: latin, byLength: byLength, hangul: hangul, jamo: null,
      // Texts with full-width Latin fold to words the reading does not see: they are searched.
      words: index.reading.wide ? null : words, holders: holders
    };
    index.reading = null;
    return index.vocabulary;
  }

  // Whether a form starts a word somewhere in the texts (after a space or a sign, or where an
  // identifier's next part starts: `Presenting` in `shouldRemovePresentingView`), looked for in
  // the first sections that hold it (`seque` is inside `subsequent`, and no word).
  function startsAWord(index, form) {
    var found = false;
    var looked = 0;
    for (var n = 0; n < form.present.length && !found && looked < 32; n++) {
      if (!form.present[n]) continue;
      looked++;
      var section = index.sections[n];
      var page = index.pages[section.page];
      [[page.folded.title, page.title], [section.folded.heading, section.heading], [section.folded.text, section.text],
        [section.folded.code, section.code]].some(function (field) {
        for (var at = field[0].indexOf(form.text); at >= 0 && !found; at = field[0].indexOf(form.text, at + 1)) {
          var before = field[1][at - 1];
          found = !isWordCharacter(before) || (/[A-Z]/.test(field[1][at]) && /[a-z0-9]/.test(before));
        }
        return found;
      });
    }
    return found;
  }

  // Optimal string alignment distance (a swap of neighbours is one edit), or limit + 1 as
  // soon as it must exceed `limit`.
  var rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];
  function distance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit) return limit + 1;
    var width = b.length + 1;
    if (width > rows[0].length) rows = [new Int32Array(width), new Int32Array(width), new Int32Array(width)];
    var before = rows[0];
    var previous = rows[1];
    var row = rows[2];
    for (var j = 0; j < width; j++) previous[j] = j;
    for (var i = 1; i <= a.length; i++) {
      row[0] = i;
      var least = i;
      for (var k = 1; k < width; k++) {
        var cost = a.charCodeAt(i - 1) === b.charCodeAt(k - 1) ? 0 : 1;
        var value = Math.min(previous[k] + 1, row[k - 1] + 1, previous[k - 1] + cost);
        if (i > 1 && k > 1 && a.charCodeAt(i - 1) === b.charCodeAt(k - 2) && a.charCodeAt(i - 2) === b.charCodeAt(k - 1)) {
          value = Math.min(value, before[k - 2] + 1);
        }
        row[k] = value;
        if (value < least) least = value;
      }
      if (least > limit) return limit + 1;
      var spare = before;
      before = previous;
      previous = row;
      row = spare;
    }
    return previous[b.length];
  }

  // How many edits a word of this length may be from the one meant: none under 4 letters,
  // one up to 7, two from 8.
  function editsAllowed(length) {
    return length < 4 ? 0 : length < 8 ? 1 : 2;
  }

  // The vocabulary's words nearest a Latin word (four at most), nearest first, then closest in
  // length.
  function nearLatin(vocabulary, word) {
    var limit = editsAllowed(word.length);
    var mask = letterMask(word);
    var found = [];
    for (var length = word.length - limit; length <= word.length + limit; length++) {
      var bucket = vocabulary.byLength[length];
      if (!bucket) continue;
      for (var i = 0; i < bucket.words.length; i++) {
        if (bitCount(bucket.masks[i] ^ mask) > 2 * limit) continue;
        var d = distance(word, bucket.words[i], limit);
        if (d <= limit && d > 0) found.push({ text: bucket.words[i], edits: d });
      }
    }
    found.sort(function (a, b) {
      return a.edits - b.edits || Math.abs(a.text.length - word.length) - Math.abs(b.text.length - word.length) ||
        (a.text < b.text ? -1 : 1);
    });
    return found.slice(0, 4);
  }

  // Hangul syllables as their letters (jamo), so that 숀 and 션 are one edit apart, not a
  // whole syllable.
  function jamo(text) {
    var out = "";
    for (var i = 0; i < text.length; i++) {
      var code = text.charCodeAt(i) - 0xac00;
      if (code < 0 || code > 11171) { out += text[i]; continue; }
      out += String.fromCharCode(0x1100 + Math.floor(code / 588), 0x1161 + Math.floor((code % 588) / 28));
      if (code % 28) out += String.fromCharCode(0x11a7 + (code % 28));
    }
    return out;
  }

  function jamoMask(letters) {
    var mask = 0;
    for (var i = 0; i < letters.length; i++) mask |= 1 << (letters.charCodeAt(i) % 31);
    return mask;
  }

  // The Hangul words nearest a run, by the letters of their syllables: one edit from three
  // syllables, two from seven.
  function nearHangul(vocabulary, run) {
    if (run.length < 3) return [];
    var limit = run.length < 7 ? 1 : 2;
    if (!vocabulary.jamo) {
      vocabulary.jamo = [];
      vocabulary.hangul.forEach(function (word) {
        if (word.length < 2) return;
        var letters = jamo(word);
        vocabulary.jamo.push({ word: word, letters: letters, mask: jamoMask(letters) });
      });
    }
    var letters = jamo(run);
    var mask = jamoMask(letters);
    var found = [];
    vocabulary.jamo.forEach(function (entry) {
      if (Math.abs(entry.word.length - run.length) > 1 || bitCount(entry.mask ^ mask) > 2 * limit) return;
      var d = distance(letters, entry.letters, limit);
      if (d <= limit && d > 0) found.push({ text: entry.word, edits: d });
    });
    found.sort(function (a, b) {
      return a.edits - b.edits || Math.abs(a.text.length - run.length) - Math.abs(b.text.length - run.length) ||
        (a.text < b.text ? -1 : 1);
    });
    return found.slice(0, 4);
  }

  // A run of letters without spaces cut into the fewest words the texts hold: `tabbar` →
  // tab, bar; `메모리누수` → 메모리, 누수; `数据传回上` → 数据, 传回 (上 left out). `way` says
  // which pieces are words: `known(piece)`, of `shortest` characters at least, or shorter when
  // `alone(piece)`; and how many single characters may be left out (`skips`, each costing
  // as much as two words). The words, or null when there is no such cut.
  function cut(run, way) {
    var n = run.length;
    if (n < 2 || n > 40) return null;
    var best = new Array(n + 1);
    best[0] = { cost: 0, skipped: 0, from: -1, word: false };
    for (var end = 1; end <= n; end++) {
      for (var start = Math.max(0, end - 16); start < end; start++) {
        var before = best[start];
        if (!before) continue;
        var piece = run.slice(start, end);
        var word = (piece.length >= way.shortest || way.alone(piece)) && way.known(piece, start, end);
        var skip = !word && end - start === 1 && before.skipped < way.skips;
        if (!word && !skip) continue;
        var cost = before.cost + (word ? 1 : 2);
        if (!best[end] || cost < best[end].cost) {
          best[end] = { cost: cost, skipped: before.skipped + (skip ? 1 : 0), from: start, word: word };
        }
      }
    }
    if (!best[n]) return null;
    var pieces = [];
    for (var at = n; at > 0; at = best[at].from) if (best[at].word) pieces.unshift(run.slice(best[at].from, at));
    if (pieces.length === 0 || (pieces.length === 1 && pieces[0] === run)) return null;
    return pieces;
  }

  // MARK: - The query

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

  // A Korean word without its particle or ending, when `shortest` syllables are left (two
  // for a query: a one-syllable stem is inside almost every text).
  function koreanStem(run, shortest) {
    for (var i = 0; i < ENDINGS.length; i++) {
      var ending = ENDINGS[i];
      if (run.length >= ending.length + shortest && run.endsWith(ending)) return run.slice(0, -ending.length);
    }
    return null;
  }

  // Another spelling of `text` for each variant or phrase it holds (a Latin word only as a
  // whole): each found spot kept or replaced, the text itself left out, at most `MOST_FORMS`.
  function swapped(text, words, whole) {
    if (!words.longest) return [];
    var spots = [];
    if (whole) {
      var list = words.swaps.get(text);
      if (list) spots.push({ at: 0, length: text.length, list: list });
    } else {
      for (var i = 0; i < text.length;) {
        var found = null;
        for (var length = Math.min(words.longest, text.length - i); length >= 1 && !found; length--) {
          var options = words.swaps.get(text.substr(i, length));
          if (options) found = { at: i, length: length, list: options };
        }
        if (found) { spots.push(found); i += found.length; } else i++;
      }
    }
    // Every spot kept or replaced; those with the most replaced first (the query all in the
    // page's vocabulary), and of those, each spot's first replacement first.
    var results = [{ text: "", at: 0, changed: 0, rank: 0 }];
    spots.forEach(function (spot) {
      var next = [];
      results.forEach(function (result) {
        var kept = result.text + text.slice(result.at, spot.at + spot.length);
        next.push({ text: kept, at: spot.at + spot.length, changed: result.changed, rank: result.rank });
        spot.list.forEach(function (other, i) {
          if (next.length < 4 * MOST_FORMS) {
            next.push({
              text: result.text + text.slice(result.at, spot.at) + other, at: spot.at + spot.length,
              changed: result.changed + 1, rank: result.rank + i
            });
          }
        });
      });
      results = next;
    });
    results.sort(function (a, b) { return b.changed - a.changed || a.rank - b.rank; });
    return results.filter(function (result) { return result.changed; }).slice(0, MOST_FORMS).map(function (result) {
      return result.text + text.slice(result.at);
    });
  }

  function isLatin(text) {
    return !HAN.test(text) && !HANGUL.test(text);
  }

  // A term: what one query word must match. Any of its forms (the word, its stems, other
  // spellings, near words) as a substring; or, for a Chinese run, most of its character
  // pairs; or all its pieces (the words a run without spaces was cut into, the words a
  // Chinese question holds between its function words).
  // The term's forms are kept best first (the word as typed leads), at most `MOST_FORMS`.
  function term(text, kind, forms) {
    var seen = new Set();
    var unique = forms.filter(function (form) {
      if (!form.text || seen.has(form.text)) return false;
      seen.add(form.text);
      form.latin = isLatin(form.text);
      return true;
    });
    var first = unique.shift();
    unique.sort(function (a, b) { return b.weight - a.weight; });
    unique.unshift(first);
    return {
      text: text, main: text, kind: kind, forms: unique.slice(0, MOST_FORMS), later: [], grams: null, pieces: null,
      optional: false, resolved: false
    };
  }

  function script(text) {
    var latin = /[a-z]/.test(text);
    var other = HAN.test(text) || HANGUL.test(text);
    return latin && other ? "mixed" : latin ? "latin" : "other";
  }

  // A term of a word and its other spellings: six at most in the same script, two in another.
  // `whole` says, form by form, whether only the whole form may be swapped. Some are kept for
  // later (`resolve`), tried only when the texts hardly use the word as typed: a Chinese
  // region's words (a site writes one region's), and spellings in another script (segue for
  // 세그웨이), these only when the texts use them much more than the one typed, as they would
  // otherwise find what a page says in another language (a Korean page's English
  // `presentation controller` for 프레젠테이션); they weigh less, as a Latin word also scores
  // for standing whole.
  function withSwaps(text, kind, forms, words, whole) {
    var all = forms.slice();
    var later = [];
    forms.forEach(function (form, i) {
      var own = script(form.text);
      var same = 0;
      var other = 0;
      swapped(form.text, words, whole[i]).forEach(function (swap) {
        var alike = script(swap) === own;
        if (alike ? same++ >= 6 : other++ >= 2) return;
        // Korean and English spellings in one script, which one text may mix (호출 and 불리,
        // 탭바 and 탭 바), are tried at once; Chinese ones are a region's words, and a site
        // writes one region's.
        var swapped = { text: swap, weight: (alike ? 0.9 : 0.4) * form.weight, alike: alike };
        (alike && kind !== "han" ? all : later).push(swapped);
      });
    });
    var made = term(text, kind, all);
    made.later = later;
    return made;
  }

  function latinTerm(run, words) {
    var forms = [{ text: run, weight: 1 }].concat(stems(run));
    var made = withSwaps(run, "latin", forms, words, forms.map(function () { return true; }));
    made.optional = words.stop.has(run);
    return made;
  }

  function hangulTerm(run, words) {
    var forms = [{ text: run, weight: 1 }];
    var stem = koreanStem(run, 2);
    if (stem) forms.push({ text: stem, weight: 0.85 });
    // Variants inside the word as typed; the stem's only when it is one whole (세그웨이를 →
    // 세그웨이 → segue; not 세그웨이 → 세그웨, whose 세그 is no word of its own).
    var made = withSwaps(run, "hangul", forms, words, [false, true]);
    // A trailing particle is not part of the phrase the reader typed.
    if (stem) made.main = stem;
    made.optional = words.stop.has(run) || (stem !== null && words.stop.has(stem));
    return made;
  }

  function characterPairs(text) {
    var characters = Array.from(text);
    var grams = [];
    // At most 32 pairs: a pasted paragraph is not 200 words to look for.
    for (var i = 0; i + 1 < characters.length && grams.length < 32; i++) grams.push(characters[i] + characters[i + 1]);
    return characters.length >= 3 ? grams : null;
  }

  // A Chinese run: itself and its other spellings; most of its character pairs; and, when it
  // holds stop words (a question), the words between them.
  function hanTerm(run, words, split) {
    var pieces = split && words.stop.size ? stopCut(run, words) : [run];
    if (pieces.length === 1 && pieces[0] === run) {
      var made = withSwaps(run, "han", [{ text: run, weight: 1 }], words, [false]);
      // Pairs of the run as typed: its other spellings are tried whole.
      made.grams = [characterPairs(run)].filter(Boolean);
      return made;
    }
    // A question: the words between its function words, each a term of its own when the
    // question as written is not in the texts.
    var question = term(run, "han", [{ text: run, weight: 1 }]);
    // A character left alone between stop words says little: it is dropped.
    var kept = pieces.filter(function (piece) { return piece.length >= 2; });
    if (kept.length === 0) question.optional = pieces.length < 2;
    else question.pieces = kept.map(function (piece) { return hanTerm(piece, words, false); });
    question.question = true;
    return question;
  }

  // A Chinese run cut at its stop words (the longest first), which are left out.
  function stopCut(run, words) {
    var pieces = [];
    var rest = "";
    for (var i = 0; i < run.length;) {
      var stop = 0;
      for (var length = Math.min(4, run.length - i); length >= 1 && !stop; length--) {
        if (words.stop.has(run.substr(i, length))) stop = length;
      }
      if (stop) {
        if (rest) pieces.push(rest);
        rest = "";
        i += stop;
      } else {
        rest += run[i];
        i++;
      }
    }
    if (rest) pieces.push(rest);
    return pieces;
  }

  // The query's terms, in order.
  function terms(query, index) {
    var words = index.words;
    // A pasted page is not a query: the first 200 characters are plenty.
    var folded = index.fold(query.slice(0, 200).normalize("NFC"));
    var runs = [];
    (folded.match(WORD) || []).forEach(function (chunk) {
      var inChunk = chunk.match(RUNS) || [];
      inChunk.forEach(function (run, position) {
        // A particle glued to a Latin word (`present를`) belongs to that word.
        if (HANGUL.test(run) && position > 0 && !HANGUL.test(inChunk[position - 1]) && ENDINGS.indexOf(run) >= 0) return;
        runs.push(run);
      });
    });
    function made(run) {
      return HANGUL.test(run) ? hangulTerm(run, words) : HAN.test(run) ? hanTerm(run, words, true) : latinTerm(run, words);
    }
    // Words that together spell a variant written as one (`풀 스크린` is 풀스크린, `full
    // screen` is fullscreen) are one term, which falls back to its words (`parts`) when the
    // texts hold none of its spellings.
    var result = [];
    for (var i = 0; i < runs.length;) {
      var joined = null;
      for (var j = Math.min(runs.length - 1, i + 2); j > i && !joined; j--) {
        var together = runs.slice(i, j + 1);
        var text = together.join("");
        if (words.swaps.has(text) && new Set(together.map(script)).size === 1) joined = { text: text, parts: together, next: j + 1 };
      }
      if (joined) {
        var whole = made(joined.text);
        whole.parts = joined.parts.map(made);
        result.push(whole);
        i = joined.next;
      } else {
        result.push(made(runs[i]));
        i++;
      }
    }
    return result;
  }

  // MARK: - Matching

  var LETTER = /[\p{L}\p{N}_]/u;
  function isWordCharacter(character) {
    if (character === undefined) return false;
    var c = character.charCodeAt(0);
    if (c < 128) return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || (c >= 65 && c <= 90);
    return LETTER.test(character) && !HAN.test(character);
  }

  // How well `needle` matches `haystack`: occurrences (up to 8), doubled when one starts a
  // word, raised again when it is the whole word.
  // A stop word counts only where it stands whole (`not`, not `cannot`).
  function strength(haystack, needle, latin, wholeOnly) {
    var at = haystack.indexOf(needle);
    if (at < 0) return 0;
    var count = 0;
    var best = wholeOnly ? 0 : 1;
    while (at >= 0 && count < 8) {
      if (latin) {
        var starts = !isWordCharacter(haystack[at - 1]);
        var whole = starts && !isWordCharacter(haystack[at + needle.length]);
        if (whole || !wholeOnly) count++;
        best = Math.max(best, whole ? 2.6 : starts && !wholeOnly ? 2 : wholeOnly ? 0 : 1);
      } else {
        count++;
      }
      at = haystack.indexOf(needle, at + needle.length);
    }
    return count ? best * (1 + Math.log(count)) : 0;
  }

  // How well a term matches one text: its best form (of `forms`, those that may be in it),
  // else most of its pairs.
  function textScore(found, haystack, forms) {
    var best = 0;
    (forms || found.forms).forEach(function (form) {
      best = Math.max(best, form.weight * strength(haystack, form.text, form.latin, found.optional));
    });
    if (best === 0 && found.grams) {
      found.grams.forEach(function (grams) {
        var count = 0;
        var sum = 0;
        grams.forEach(function (gram) {
          var s = strength(haystack, gram, false);
          if (s > 0) { count++; sum += s; }
        });
        if (count / grams.length >= 0.7) best = Math.max(best, 0.5 * (count / grams.length) * (sum / grams.length));
      });
    }
    return best;
  }

  // How well a term matches a section: its fields', weighed, and the page's title and summary
  // (once a page). Only the forms the section holds are looked for (`present`, from the one
  // search through the language each form had: most sections hold few of a term's forms).
  function termScore(found, page, section) {
    var n = section.number;
    var score = found.pageScores ? found.pageScores.get(section.page) : undefined;
    if (score === undefined) {
      score = 0;
      FIELDS.forEach(function (field) {
        if (field[0] === "title" || field[0] === "summary") score += field[1] * textScore(found, page.folded[field[0]]);
      });
      if (!found.pageScores) found.pageScores = new Map();
      found.pageScores.set(section.page, score);
    }
    var forms = found.forms.filter(function (form) { return !form.present || form.present[n]; });
    FIELDS.forEach(function (field) {
      var haystack = field[0] === "title" || field[0] === "summary" ? null : section.folded[field[0]];
      if (!haystack) return;
      score += field[1] * textScore(found, haystack, forms) / (section.norm[field[0]] || 1);
    });
    if (found.pieces) {
      var sum = 0;
      var all = found.pieces.every(function (piece) {
        var s = termScore(piece, page, section);
        sum += s;
        return s > 0;
      });
      if (all) score = Math.max(score, 0.85 * sum / found.pieces.length);
    }
    return score;
  }

  // Calls `found` with the number of every section whose words hold `text`, once each.
  function holding(index, text, found) {
    var starts = index.starts;
    var at = index.corpus.indexOf(text);
    var low = 0;
    while (at >= 0) {
      // The section holding `at`: after the last one, by halves.
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

  // The sections holding `text` (asked once per query, whatever the terms that ask).
  function sectionsHolding(index, text) {
    var known = index.asked.get(text);
    if (known) return known;
    var here = new Uint8Array(index.sections.length);
    var count = 0;
    var vocabulary = index.vocabulary;
    if (vocabulary?.words && WHOLE_WORD.test(text)) {
      // A word inside one word of the texts: the sections of each word that holds it.
      for (var i = 0; i < vocabulary.words.length; i++) {
        if (vocabulary.words[i].indexOf(text) < 0) continue;
        var list = vocabulary.holders[i];
        for (var k = 0; k < list.length; k++) if (!here[list[k]]) { here[list[k]] = 1; count++; }
      }
    } else {
      holding(index, text, function (n) { here[n] = 1; count++; });
    }
    known = { here: here, count: count };
    index.asked.set(text, known);
    return known;
  }

  // Whether the texts hold `text` at all: one search that stops at the first (remembered, as
  // the texts do not change).
  function present(index, text) {
    var known = index.asked.get(text);
    if (known) return known.count > 0;
    var seen = index.seen.get(text);
    if (seen === undefined) {
      if (index.seen.size > 20000) index.seen.clear();
      seen = index.corpus.indexOf(text) >= 0;
      index.seen.set(text, seen);
    }
    return seen;
  }

  // The sections a term matches, and how many.
  function matching(index, found) {
    if (found.here) return found.here;
    var count = index.sections.length;
    var here = new Uint8Array(count);
    // A form that contains another (`dismissing`, `dismiss`) is present only where the
    // shorter one is: asking for the shorter is enough.
    var texts = found.forms.map(function (form) { return form.text; });
    found.exact = 0;
    found.pageScores = null;
    found.forms.forEach(function (form, i) {
      var shorter = texts.find(function (other, j) { return j !== i && other.length < form.text.length && form.text.indexOf(other) >= 0; });
      var held = sectionsHolding(index, shorter || form.text);
      // Where the form may be: where it is, or where a shorter form inside it is.
      form.present = held.here;
      if (shorter) return;
      found.exact += held.count;
      for (var n = 0; n < count; n++) if (held.here[n]) here[n] = 1;
    });
    // Most of a run's pairs, when the run itself is in no text (each pair is a search).
    (found.exact ? [] : found.grams || []).forEach(function (grams) {
      var tally = new Uint16Array(count);
      grams.forEach(function (gram) {
        var held = sectionsHolding(index, gram);
        for (var n = 0; n < count; n++) tally[n] += held.here[n];
      });
      for (var m = 0; m < count; m++) if (tally[m] / grams.length >= 0.7) here[m] = 1;
    });
    if (found.pieces) {
      var each = found.pieces.map(function (piece) { return matching(index, piece); });
      for (var k = 0; k < count; k++) {
        if (each.every(function (pieceHere) { return pieceHere[k]; })) here[k] = 1;
      }
    }
    found.here = here;
    found.count = 0;
    for (var s = 0; s < count; s++) found.count += here[s];
    return here;
  }

  // Near spellings of a Chinese run that the texts hold: one character replaced, added or
  // left out (导行控制器 → 导航控制器), commonest first.
  function nearHan(index, run) {
    var n = run.length;
    if (n < 3 || n > 10) return [];
    var corpus = index.corpus;
    var tally = new Map();
    function count(text) { if (HAN.test(text) && text !== run) tally.set(text, (tally.get(text) || 0) + 1); }
    // `left` + one other character + `right`, found by the longer of the two sides.
    function around(left, right, gap) {
      var longer = left.length >= right.length ? left : right;
      var seen = 0;
      for (var at = corpus.indexOf(longer); at >= 0 && seen < 500; at = corpus.indexOf(longer, at + 1)) {
        seen++;
        var start = longer === left ? at : at - left.length - gap;
        if (start < 0) continue;
        if (corpus.startsWith(left, start) && corpus.startsWith(right, start + left.length + gap)) {
          var middle = corpus.substr(start + left.length, gap);
          if (gap === 0 || HAN.test(middle)) count(corpus.substr(start, left.length + gap + right.length));
        }
      }
    }
    // A side the texts can hold has all its character pairs in them: the others are not
    // looked for.
    var pairs = [];
    for (var k = 0; k + 1 < n; k++) pairs.push(present(index, run.substr(k, 2)));
    function possible(from, to) {
      for (var p = from; p + 1 < to; p++) if (!pairs[p]) return false;
      return true;
    }
    for (var i = 0; i < n; i++) {
      var before = possible(0, i);
      // Three characters with the first or last replaced are two: too little to go by.
      if ((n >= 4 || i === 1) && before && possible(i + 1, n)) around(run.slice(0, i), run.slice(i + 1), 1);
      if (n >= 4 && i > 0 && before && possible(i, n)) around(run.slice(0, i), run.slice(i), 1);
      if (n >= 4 && before && possible(i + 1, n) && (i === 0 || i === n - 1 || present(index, run[i - 1] + run[i + 1]))) {
        var shorter = run.slice(0, i) + run.slice(i + 1);
        if (present(index, shorter)) tally.set(shorter, (tally.get(shorter) || 0) + 1);
      }
    }
    return Array.from(tally.entries()).sort(function (a, b) { return b[1] - a[1] || (a[0] < b[0] ? -1 : 1); })
      .slice(0, 4).map(function (entry) { return entry[0]; });
  }

  // A Chinese run cut into words the texts hold (or their titles, summaries and headings), a
  // character left out for every three. A word is only asked for when all its character pairs
  // are in the texts: most runs are cut without a search that finds nothing.
  function hanCut(index, run) {
    if (run.length < 3 || run.length > 24) return null;
    var pairs = [];
    for (var i = 0; i + 1 < run.length; i++) pairs.push(held(run.substr(i, 2)));
    function held(piece) {
      return present(index, piece) || index.aboutCorpus.indexOf(piece) >= 0;
    }
    return cut(run, {
      shortest: 2, skips: Math.floor(run.length / 3), alone: function () { return false; },
      known: function (piece, start, end) {
        if (end - start > 8) return false;
        for (var k = start; k + 1 < end; k++) if (!pairs[k]) return false;
        return end - start === 2 || held(piece);
      }
    });
  }

  // A term nothing in the texts matches as typed gets more forms: near words (a typo), the
  // words a run without spaces is made of, and so on, by its script. A Latin word is tried
  // further when it starts no word of the texts (`seque`, inside `subsequent`, is not a word).
  function resolve(index, found) {
    if (found.resolved) return;
    found.resolved = true;
    matching(index, found);
    var vocabulary;
    var more = [];
    // Other spellings, when the texts hardly use the one typed (in fewer than 25 sections);
    // in another script, when they also use it four times less than those (델리게이트 on
    // pages that write `delegate`).
    if (found.later.length && found.count < 25) {
      var alike = found.later.filter(function (form) { return form.alike; });
      var other = found.later.filter(function (form) { return !form.alike; });
      var elsewhere = 0;
      other.forEach(function (form) { elsewhere += sectionsHolding(index, form.text).count; });
      var tried = found.count * 4 < elsewhere ? alike.concat(other) : alike;
      if (tried.length) {
        found.forms = term(found.text, found.kind, found.forms.concat(tried)).forms;
        found.here = null;
        matching(index, found);
      }
    }
    if (found.kind === "latin") {
      if (editsAllowed(found.text.length) === 0 && found.count) return;
      // A stem the texts know (`lazy` of `lazyly`) does not make the word one they know.
      if (found.forms.some(function (form) { return form.latin && form.weight >= 0.9 && startsAWord(index, form); })) return;
      vocabulary = vocabularyOf(index);
      nearLatin(vocabulary, found.text).forEach(function (near) {
        more.push({ text: near.text, weight: near.edits === 1 ? 0.75 : 0.55 });
      });
      var pieces = cut(found.text, {
        known: function (piece) { return vocabulary.latin.has(piece); }, shortest: 3, skips: 0,
        alone: function () { return false; }
      });
      if (pieces) {
        more.push({ text: pieces.join(" "), weight: 0.95 });
        found.pieces = pieces.map(function (piece) { return latinTerm(piece, index.words); });
      }
    } else if (found.kind === "hangul") {
      if (found.count) return;
      vocabulary = vocabularyOf(index);
      // The word as typed, its stem and its other spellings in Hangul (커스텀프리젠테이션 is cut
      // as 커스텀프레젠테이션, the spelling the texts use).
      var words = found.forms.filter(function (form) { return script(form.text) === "other"; }).slice(0, 4)
        .map(function (form) { return form.text; });
      // A one-syllable word (뷰, 탭) only where the texts hold it alone, and never a stop word
      // (그, 수): two syllables at least somewhere in the cut.
      var way = {
        known: function (piece) { return vocabulary.hangul.has(piece); }, shortest: 2, skips: 0,
        alone: function (piece) { return vocabulary.hangul.has(piece) && !index.words.stop.has(piece); }
      };
      var split = null;
      words.some(function (word) {
        split = cut(word, way);
        if (split && !split.some(function (piece) { return piece.length >= 2; })) split = null;
        return split !== null;
      });
      if (split) {
        more.push({ text: split.join(" "), weight: 0.95 });
        found.pieces = split.map(function (piece) { return hangulTerm(piece, index.words); });
      }
      words.forEach(function (word) {
        nearHangul(vocabulary, word).forEach(function (near) { more.push({ text: near.text, weight: 0.75 }); });
      });
    } else {
      if (found.exact) return;
      if (found.pieces) {
        // A question's words (which the search takes one by one, unless the question is in
        // the texts with a character more or less: 没有被调用 as 没被调用).
        found.pieces.forEach(function (piece) { resolve(index, piece); });
        nearHan(index, found.text).forEach(function (near) { more.push({ text: near, weight: 0.7 }); });
        if (!more.length) return;
      }
      // A typo first (a character replaced, added or left out); else the words the run is
      // made of, which the search then takes one by one.
      if (!found.pieces) nearHan(index, found.text).forEach(function (near) { more.push({ text: near, weight: 0.7 }); });
      var parts = null;
      if (!more.length) {
        found.forms.slice(0, 3).some(function (form) {
          if (script(form.text) === "other") parts = hanCut(index, form.text);
          return parts !== null;
        });
      }
      if (parts) {
        found.pieces = parts.map(function (piece) { return hanTerm(piece, index.words, false); });
        found.pieces.forEach(function (piece) { resolve(index, piece); });
      }
    }
    if (!more.length && !found.pieces) return;
    var extended = term(found.text, found.kind, found.forms.concat(more));
    found.forms = extended.forms;
    // The term's phrase is the form the texts hold.
    if (!sectionsHolding(index, found.main).count && more.length) found.main = more[0].text;
    found.here = null;
    matching(index, found);
  }

  // Where in `text` each term matches (its forms and pieces', up to 8 places each), in order:
  // [start, end, the term's number].
  function spotsIn(text, list, pairs, n) {
    var spots = [];
    list.forEach(function (found, number) {
      (pairs ? needles(found) : surface(found, n)).forEach(function (needle) {
        var seen = 0;
        for (var at = text.indexOf(needle); at >= 0 && seen < 8; at = text.indexOf(needle, at + needle.length)) {
          spots.push([at, at + needle.length, number]);
          seen++;
        }
      });
    });
    return spots.sort(function (a, b) { return a[0] - b[0] || b[1] - a[1]; });
  }

  // The shortest stretch of `text` that holds a match of every term, or Infinity.
  function closeness(text, list, n) {
    var spots = spotsIn(text, list, false, n);
    var need = list.length;
    var best = Infinity;
    var have = new Uint8Array(need);
    var distinct = 0;
    var left = 0;
    for (var right = 0; right < spots.length; right++) {
      if (have[spots[right][2]]++ === 0) distinct++;
      while (distinct === need) {
        best = Math.min(best, spots[right][1] - spots[left][0]);
        if (--have[spots[left][2]] === 0) distinct--;
        left++;
      }
    }
    return best;
  }

  // The texts of a term's forms and its pieces' forms (those section `n` may hold, if given).
  function surface(found, n) {
    var all = [];
    found.forms.forEach(function (form) { if (n === undefined || !form.present || form.present[n]) all.push(form.text); });
    (found.pieces || []).forEach(function (piece) { all = all.concat(surface(piece, n)); });
    return all;
  }

  // The texts a term marks in a snippet: its forms, pairs and pieces'.
  function needles(found) {
    var all = surface(found);
    (found.grams || []).forEach(function (grams) { all = all.concat(grams); });
    (found.pieces || []).forEach(function (piece) { (piece.grams || []).forEach(function (grams) { all = all.concat(grams); }); });
    return all;
  }

  // Whether a term is in the page's title, summary or headings.
  function inAbout(found, page) {
    if (found.optional) return textScore(found, page.about) > 0;
    if (found.forms.some(function (form) { return page.about.indexOf(form.text) >= 0; })) return true;
    return Boolean(found.pieces) && found.pieces.every(function (piece) { return inAbout(piece, page); });
  }

  // About 160 characters of the section where most terms match close together, with every
  // match marked.
  function snippet(section, list) {
    var field = ["text", "code", "heading"].find(function (name) {
      return list.some(function (found) { return needles(found).some(function (n) { return section.folded[name].indexOf(n) >= 0; }); });
    }) || "text";
    var original = section[field];
    var folded = section.folded[field];
    var spots = spotsIn(folded, list, true);
    // The start that sees the most terms within 120 characters; the earliest of those.
    var first = spots.length ? spots[0][0] : 0;
    var most = 0;
    var inWindow = new Uint16Array(list.length);
    var distinct = 0;
    var right = 0;
    for (var left = 0; left < spots.length; left++) {
      while (right < spots.length && spots[right][0] < spots[left][0] + 120) {
        if (inWindow[spots[right][2]]++ === 0) distinct++;
        right++;
      }
      if (distinct > most) { most = distinct; first = spots[left][0]; }
      if (--inWindow[spots[left][2]] === 0) distinct--;
    }
    var start = Math.max(0, first - 40);
    var end = Math.min(original.length, start + 160);
    if (start > 0 && /[\udc00-\udfff]/.test(original[start])) start--;
    if (end < original.length && /[\udc00-\udfff]/.test(original[end])) end++;
    var marks = [];
    list.forEach(function (found) {
      needles(found).forEach(function (n) {
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

  // What the landing page marks: the section's own words where the terms matched (as the
  // page writes them, so the page needs no index to find them), longest first.
  function highlights(section, list) {
    var found = new Map();
    ["heading", "text"].forEach(function (field) {
      var folded = section.folded[field];
      var original = section[field];
      list.forEach(function (item) {
        item.forms.concat(item.pieces ? [].concat.apply([], item.pieces.map(function (p) { return p.forms; })) : [])
          .forEach(function (form) {
            var at = folded.indexOf(form.text);
            if (at < 0 || form.text.length < 2) return;
            var words = original.slice(at, at + form.text.length);
            if (!found.has(words.toLowerCase())) found.set(words.toLowerCase(), words);
          });
      });
    });
    return Array.from(found.values()).sort(function (a, b) { return b.length - a.length; }).slice(0, 6);
  }

  // The query as one phrase (its words' main forms, a trailing Korean particle dropped, a
  // misspelt word as the texts spell it): a title or heading that contains it is what the
  // reader typed.
  function phrase(list) {
    if (list.length < 2) return null;
    return list.map(function (found) { return found.main; }).join(" ");
  }

  // The results of `query` on `index`, as `window.docgenSearch` returns them; result links
  // lead from `root`, the way to the site's root (the search box's `data-root`).
  function search(index, query, root) {
    index.asked = new Map();
    var list = terms(query, index).slice(0, 16);
    if (list.length === 0) return [];
    // Stop words are optional, unless the query is nothing else.
    var required = list.filter(function (found) { return !found.optional; });
    var optional = list.filter(function (found) { return found.optional; });
    if (required.length === 0) { required = list; optional = []; }
    required.forEach(function (found) { resolve(index, found); });
    // A Chinese run not in the texts as written (a question, a compound) asks for its words,
    // each on its own.
    // Words that spelled a variant together, when the texts hold none of its spellings, are
    // asked for one by one.
    function words(found) {
      if (found.parts && !found.count) {
        found.parts.forEach(function (part) { resolve(index, part); });
        return [].concat.apply([], found.parts.filter(function (part) { return !part.optional; }).map(words));
      }
      return found.kind === "han" && !found.exact && found.pieces ? [].concat.apply([], found.pieces.map(words)) : [found];
    }
    // A question: stop words, or a Chinese run cut at them.
    var asking = optional.length > 0 || required.some(function (found) { return found.question; });
    required = [].concat.apply([], required.map(words));
    var whole = phrase(required);
    // First which sections hold which words at all (a word in a page's summary is in all its
    // sections, as its title is), then scores for the sections that hold the most: all words
    // when some section has them all. When few pages do, the sections one word short are
    // scored too, for half: a question's words are not all in the text that answers it.
    var count = index.sections.length;
    var matched = new Uint8Array(count);
    function inPages(found, field) {
      return index.pages.map(function (page) {
        var text = page.folded[field];
        return text !== "" && found.forms.some(function (form) { return text.indexOf(form.text) >= 0; });
      });
    }
    var documentFrequency = required.map(function (found) {
      var here = matching(index, found);
      found.inSummary = inPages(found, "summary");
      found.inTitle = inPages(found, "title");
      for (var m = 0; m < count; m++) matched[m] += here[m] || found.inSummary[index.sections[m].page] ? 1 : 0;
      return found.count;
    });
    var most = 0;
    for (var k = 0; k < count; k++) most = Math.max(most, matched[k]);
    var least = most;
    if (most >= 2) {
      var full = new Set();
      for (var f = 0; f < count; f++) if (matched[f] === most) full.add(index.sections[f].page);
      if (full.size < 10) least = most - 1;
    }
    var candidates = most === 0 ? [] : index.sections.filter(function (section, n) { return matched[n] >= least; });
    var total = index.sections.length;
    var rarity = documentFrequency.map(function (frequency) { return Math.log(1 + total / Math.max(1, frequency)); });
    // A big site's common words are in thousands of sections: a first, quick score (each
    // word in the section, its heading, its page's title or summary, and how often the
    // rarest one is in its prose) keeps the best few hundred for the full one.
    if (candidates.length > MOST_SCORED) {
      var rarest = 0;
      required.forEach(function (found, i) { if (rarity[i] > rarity[rarest]) rarest = i; });
      var quick = new Float64Array(count);
      candidates.forEach(function (section) {
        var n = section.number;
        var score = 0;
        required.forEach(function (found, i) {
          var inSection = found.here[n];
          if (!inSection && !found.inSummary[section.page]) return;
          var heading = inSection && found.forms.some(function (form) {
            return form.present?.[n] && section.folded.heading.indexOf(form.text) >= 0;
          });
          score += rarity[i] * (inSection ? 1 : 0.5) *
            (1 + (found.inTitle[section.page] ? 2 : 0) + (heading ? 1.5 : 0) + (found.inSummary[section.page] ? 1 : 0));
        });
        var form = required[rarest].forms.find(function (f) { return f.present?.[n]; });
        if (form) score += rarity[rarest] * 0.3 * strength(section.folded.text, form.text, form.latin, false);
        quick[n] = matched[n] < most ? score / 2 : score;
      });
      candidates.sort(function (a, b) { return quick[b.number] - quick[a.number] || a.number - b.number; });
      candidates = candidates.slice(0, MOST_SCORED);
    }
    var pages = new Map();
    candidates.forEach(function (section) {
      var page = index.pages[section.page];
      var score = 0;
      required.forEach(function (found, i) { score += termScore(found, page, section) * rarity[i]; });
      optional.forEach(function (found) { score += 0.2 * termScore(found, page, section); });
      if (matched[section.number] < most) score *= 0.5;
      if (whole && page.folded.title.indexOf(whole) >= 0) score *= 2;
      else if (whole && section.folded.heading.indexOf(whole) >= 0) score *= 1.5;
      // Words near one another in the prose are more likely one thought than words far apart;
      // a question's words close together, the sentence that asks it.
      if (required.length > 1) {
        var span = closeness(section.folded.text, required, section.number);
        score *= asking ? 1 + Math.max(0, 1 - span / 120) : 1 + 0.6 * Math.max(0, 1 - span / 150);
      }
      var best = pages.get(section.page);
      if (!best) {
        pages.set(section.page, { section: section, score: score, others: 0 });
      } else if (score > best.score) {
        best.others += best.score;
        best.section = section;
        best.score = score;
      } else {
        best.others += score;
      }
    });
    var ranked = Array.from(pages.values()).map(function (found) {
      var page = index.pages[found.section.page];
      // A page that says in its title, summary or headings that it is about the words is
      // the one that answers them.
      var weight = 0;
      var about = 0;
      required.forEach(function (item, i) {
        weight += rarity[i];
        if (inAbout(item, page)) about += rarity[i];
      });
      optional.forEach(function (item) {
        weight += 0.2;
        if (inAbout(item, page)) about += 0.2;
      });
      var score = found.score + 0.15 * Math.min(found.others, found.score);
      return { found: found, score: score * (1 + 0.6 * about / weight) };
    });
    ranked.sort(function (a, b) {
      return b.score - a.score || index.pages[a.found.section.page].path.localeCompare(index.pages[b.found.section.page].path);
    });
    var all = required.concat(optional);
    return ranked.slice(0, 20).map(function (item) {
      var section = item.found.section;
      var page = index.pages[section.page];
      // Paths come from note names: each part is encoded, as the site's own links are. The
      // words to mark on the page ride along in the query string, which a page opened from
      // disk keeps too.
      var marks = highlights(section, all);
      var href = root + page.path.split("/").map(encodeURIComponent).join("/") +
        (marks.length ? "?" + marks.map(function (words) { return "highlight=" + encodeURIComponent(words); }).join("&") : "") +
        (section.anchor ? "#" + encodeURIComponent(section.anchor) : "");
      var excerpt = snippet(section, all);
      return {
        url: new URL(href, document.baseURI).href, title: page.title, section: section.heading,
        snippet: excerpt.text, excerpt: excerpt, highlights: marks
      };
    });
  }


  window.docgenSearchEngine = {
    open: function (data) {
      var index = prepare(data);
      readWordsWhenIdle(index);
      return index;
    },
    search: search,
    // Reads the words of the texts now (tests compare searches before and after).
    readWords: function (index) { vocabularyOf(index); }
  };
})();
