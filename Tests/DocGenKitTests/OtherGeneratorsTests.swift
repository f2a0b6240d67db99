import Foundation
import Testing

@testable import DocGenKit

/// Front matter written for Hexo, Jekyll, Hugo and GitBook builds as it is.
@Suite("Front matter from other generators")
struct OtherGeneratorsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var yaml: String
    var expected: FrontMatter
    /// Diagnostics as `line:col: severity: message`.
    var problems: [String] = []
    var testDescription: String { name }
  }

  static func matter(
    title: String? = nil, order: Int? = nil, summary: String? = nil, draft: Bool = false, date: String? = nil,
    permalink: String? = nil, slug: String? = nil
  ) -> FrontMatter {
    var matter = FrontMatter(title: title, order: order, summary: summary)
    matter.isDraft = draft
    matter.date = date
    matter.permalink = permalink
    matter.slug = slug
    return matter
  }

  static let cases: [Case] = [
    Case(
      name: "Hexo",
      yaml:
        "title: Hello\ndate: 2021-03-04 12:00:00\nupdated: 2021-05-01 09:00:00\ntags: [iOS, UIKit]\ncategories:\n  - iOS\ndescription: What it says\npermalink: /2021/03/hello/\ncomments: true",
      expected: matter(title: "Hello", summary: "What it says", date: "2021-05-01", permalink: "2021/03/hello/"),
      problems: [
        "5:1: warning: front matter 'tags', 'categories', 'comments' ignored: docgen has no use for them (see README's front matter)"
      ]),
    Case(
      name: "Jekyll",
      yaml: "layout: post\ntitle: Draft\npublished: false\nlast_modified_at: 2020-02-29\npermalink: /notes/draft.html",
      expected: matter(title: "Draft", draft: true, date: "2020-02-29", permalink: "notes/draft/"),
      problems: ["2:1: warning: front matter 'layout' ignored: docgen has no use for it (see README's front matter)"]),
    Case(
      name: "Hugo",
      yaml:
        "title: Page\nweight: 3\ndraft: true\nlastmod: 2022-01-01T10:00:00+09:00\ndate: 2021-01-01\nslug: my-page\naliases: [/old/]",
      expected: matter(title: "Page", order: 3, draft: true, date: "2022-01-01", slug: "my-page"),
      problems: ["8:1: warning: front matter 'aliases' ignored: docgen has no use for it (see README's front matter)"]),
    Case(
      name: "GitBook", yaml: "description: A GitBook page\nlayout:\n  title:\n    visible: true",
      expected: matter(summary: "A GitBook page"),
      problems: ["3:1: warning: front matter 'layout' ignored: docgen has no use for it (see README's front matter)"]),
    Case(
      name: "docgen's own keys win over theirs", yaml: "summary: Ours\ndescription: Theirs\norder: 1\nweight: 9",
      expected: matter(order: 1, summary: "Ours")),
    Case(
      name: "a key nobody knows is ignored with a warning, a misspelt docgen key is an error",
      yaml: "titel: Typo\nmathjax: true\nmy_own: x",
      expected: matter(),
      problems: [
        "2:1: error: unknown key 'titel'; did you mean 'title'?",
        "3:1: warning: front matter 'mathjax', 'my_own' ignored: docgen has no use for them (see README's front matter)",
      ]),
    Case(
      name: "what docgen would act on is checked: a path that leaves the site, a flag that is no flag",
      yaml: "slug: a/b\npermalink: ../up/\nurl: \"a?b\"\ndraft: maybe\ndate: yesterday\nupdated: 2021-02-30",
      expected: matter(),
      problems: [
        "5:8: error: 'draft' must be true or false, not 'maybe'",
        "2:7: error: slug: 'a/b' must be one name, without '/' (use permalink for a path)",
        "3:12: error: permalink: '../up' must not contain empty, '.' or '..' parts",
        "4:6: error: url: 'a?b' must not contain '?': it names a folder of the site",
        "7:10: warning: updated: '2021-02-30' is not a date (2024-03-01): the page shows no date from it",
        "6:7: warning: date: 'yesterday' is not a date (2024-03-01): the page shows no date from it",
      ]),
  ]

  @Test(arguments: cases)
  func reads(_ testCase: Case) {
    let (frontMatter, diagnostics) = FrontMatterParser.readYAML(testCase.yaml, file: "note.md")
    #expect(frontMatter == testCase.expected)
    #expect(
      diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" }
        == testCase.problems)
  }

  @Test(
    "permalinks name a folder of the language; slugs the last part of the page's own",
    arguments: [
      ("/", ""), ("/a/b/", "a/b/"), ("a/b", "a/b/"), ("a/b.html", "a/b/"), ("/a/index.html", "a/"), ("index.html", ""),
      ("한국어/노트/", "한국어/노트/"),
    ])
  func permalinks(raw: String, folder: String) throws {
    #expect(try PagePath.permalink(raw).get() == folder)
  }

  @Test(
    "a page's folder: README, _index and index are their folder's page; permalink and slug move it",
    arguments: [
      ("README.md", nil, nil, ""), ("guide/README.md", nil, nil, "guide/"), ("guide/readme.md", nil, nil, "guide/"),
      ("guide/_index.md", nil, nil, "guide/"), ("guide/index.md", nil, nil, "guide/"),
      ("guide/intro.md", nil, nil, "guide/intro/"),
      ("guide/readme-first.md", nil, nil, "guide/readme-first/"), ("guide/intro.md", nil, "hello", "guide/hello/"),
      ("intro.md", nil, "hello", "hello/"), ("guide/README.md", nil, "manual", "manual/"),
      ("guide/intro.md", "2021/intro/", "ignored", "2021/intro/"),
    ] as [(String, String?, String?, String)])
  func folders(key: String, permalink: String?, slug: String?, folder: String) {
    var frontMatter = FrontMatter()
    frontMatter.permalink = permalink
    frontMatter.slug = slug
    #expect(SiteIndex.slugPath(for: key, frontMatter: frontMatter) == folder)
  }

  @Test("drafts, permalinks, slugs, dates and README pages in a built site")
  func built() throws {
    let scratch = Scratch()
    let content = try scratch.content(from: "trilingual")
    try scratch.write(
      "---\ntitle: Unfinished\ndraft: true\n---\n\nNot yet.\n", to: "Content/en/unfinished.md")
    try scratch.write(
      "---\ntitle: Moved\npermalink: /2021/03/moved/\ndate: 2021-03-04 10:00:00\ntags: [a]\n---\n\nBack [home](../index.md), [first](../first.md).\n",
      to: "Content/en/guide/moved.md")
    try scratch.write(
      "---\ntitle: Named\nslug: renamed\n---\n\nTo [moved](moved.md) and [the manual](manual/README.md).\n",
      to: "Content/en/guide/named.md")
    try scratch.write("# Manual\n\nThe manual's own page.\n", to: "Content/en/guide/manual/README.md")
    let report = build(content, into: scratch.path + "/site")
    #expect(headlines(report, under: scratch.path) == [])
    #expect(report.succeeded)
    // A note's front matter warning is said again by a build that does not read the note.
    let ignored =
      "Content/en/guide/moved.md:5:1: warning: front matter 'tags' ignored: docgen has no use for it (see README's front matter)"
    #expect(headlines(report, under: scratch.path, including: [.warning]).contains(ignored))
    let again = build(content, into: scratch.path + "/site")
    #expect(again.pagesRendered == 0)
    #expect(headlines(again, under: scratch.path, including: [.warning]).contains(ignored))
    let site = scratch.path + "/site/en/"
    #expect(!FileManager.default.fileExists(atPath: site + "unfinished/index.html"))
    let moved = try String(contentsOfFile: site + "2021/03/moved/index.html", encoding: .utf8)
    #expect(moved.contains("href=\"../../../index.html\">home</a>"))
    #expect(moved.contains("href=\"../../../first/index.html\">first</a>"))
    #expect(moved.contains("<time datetime=\"2021-03-04\">2021-03-04</time>"))
    let named = try String(contentsOfFile: site + "guide/renamed/index.html", encoding: .utf8)
    #expect(named.contains("href=\"../../2021/03/moved/index.html\">moved</a>"))
    #expect(named.contains("href=\"../../guide/manual/index.html\">the manual</a>"))
    #expect(FileManager.default.fileExists(atPath: site + "guide/manual/index.html"))
    #expect(!FileManager.default.fileExists(atPath: site + "guide/manual/README/index.html"))

    try scratch.write("See [the draft](../unfinished.md).\n", to: "Content/en/guide/linking.md")
    try scratch.write("Alone.\n", to: "Content/en/lonely.md")
    try scratch.write("---\npermalink: lonely/\n---\n\nSame place.\n", to: "Content/en/clash.md")
    try scratch.write("# Also the manual\n", to: "Content/en/guide/manual/index.md")
    let failed = build(content, into: scratch.path + "/site")
    #expect(
      headlines(failed, under: scratch.path) == [
        "Content/en/guide/linking.md:1:17: error: link to a draft, which is not published: '../unfinished.md'",
        "Content/en/guide/manual/index.md:1:1: error: Content/en/guide/manual/index.md and Content/en/guide/manual/README.md would both be written to guide/manual/index.html: rename one of them",
        "Content/en/lonely.md:1:1: error: Content/en/lonely.md and Content/en/clash.md would both be written to lonely/index.html: rename one of them",
      ])
  }
}
