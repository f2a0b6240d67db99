import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `docgen init`: a content folder to start from — a site.yml, and in each language a home
/// page and one note whose scenario runs and whose claim holds — written without overwriting
/// anything already there.
///
/// The first language is the default one; the others' notes are its translations, stamped as
/// up to date (`translatedFrom`), so `docgen check` passes on the folder as written and a first
/// `docgen build` warns only that site.yml has no `baseURL` yet.
public enum StarterContent {
  /// A language `init` can write, with docgen's interface words built in (``BuiltInWords``).
  public struct Language: Sendable, Equatable {
    /// The folder and URL segment.
    public var code: String
    public var tag: String
    public var name: String
    fileprivate var texts: Texts
  }

  /// What happened to each file.
  public struct Report: Sendable {
    /// Files written, as paths under the content folder's parent (`Content/en/index.md`).
    public var written: [String] = []
    /// Files that were there already and were left as they are.
    public var kept: [String] = []
    public var diagnostics: [Diagnostic] = []
  }

  /// The languages `--languages en,zh,ko` names, in its order, or why it names none.
  public static func languages(_ list: String) -> Result<[Language], Diagnostic> {
    var languages: [Language] = []
    for raw in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !raw.isEmpty {
      guard let language = known.first(where: { $0.aliases.contains(raw.lowercased()) })?.language else {
        return .failure(
          .error(
            .initLanguages, at: SourceLocation(file: "--languages", line: 1),
            "'\(ContentPath.visible(raw))' is not a language docgen has words for: choose from en, zh (Simplified Chinese), zh-Hant, ko, ja"
          ))
      }
      guard !languages.contains(language) else {
        return .failure(
          .error(.initLanguages, at: SourceLocation(file: "--languages", line: 1), "'\(raw)' is named twice"))
      }
      languages.append(language)
    }
    guard !languages.isEmpty else {
      return .failure(.error(.initLanguages, at: SourceLocation(file: "--languages", line: 1), "name a language"))
    }
    return .success(languages)
  }

  /// The files of a starter content folder, by path inside it, in the order they are written.
  public static func files(for languages: [Language]) -> [(path: String, contents: String)] {
    guard let original = languages.first else { return [] }
    var files = [(path: ContentLoader.configFileName, contents: siteYML(languages))]
    for language in languages {
      let pages = [
        ("index.md", language.texts.home, original.texts.home), (noteName, language.texts.note, original.texts.note),
      ]
      for (name, text, originalText) in pages {
        // A translation says which version of its original it translates: this one.
        let stamp = language == original ? nil : stamp(of: page(originalText, stamp: nil), name: name)
        files.append(("\(language.code)/\(name)", page(text, stamp: stamp)))
      }
    }
    return files
  }

  /// The `translatedFrom` stamp of an original's text (``TranslationHash``).
  private static func stamp(of text: String, name: String) -> String {
    TranslationHash.of(text, frontMatter: FrontMatterParser.split(text, file: name).0.frontMatter)
  }

  /// Writes the starter files under `contentPath`, each only where no file is: a file that is
  /// there is kept, whatever it holds.
  public static func write(to contentPath: String, languages: [Language]) -> Report {
    var report = Report()
    for (path, contents) in files(for: languages) {
      let file = join(contentPath, path)
      let folder = (file as NSString).deletingLastPathComponent
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        report.diagnostics.append(
          .error(
            .initWrite, at: SourceLocation(file: folder, line: 1),
            "cannot create the folder: \(error.localizedDescription)"))
        continue
      }
      let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        if errno == EEXIST {
          report.kept.append(file)
        } else {
          report.diagnostics.append(
            .error(
              .initWrite, at: SourceLocation(file: file, line: 1),
              "cannot create the file: \(String(cString: strerror(errno)))"))
        }
        continue
      }
      let written = Array(contents.utf8).withUnsafeBytes { WholeFile.writeAll($0, to: descriptor) }
      close(descriptor)
      if written {
        report.written.append(file)
      } else {
        report.diagnostics.append(
          .error(.initWrite, at: SourceLocation(file: file, line: 1), "cannot write the file"))
      }
    }
    return report
  }

  // MARK: - The files

  static let noteName = "presenting-a-sheet.md"

  private static func siteYML(_ languages: [Language]) -> String {
    var yml = """
      # The site's languages, in the order of the language switcher. The first is the default:
      # the others translate its notes. docgen has interface words for en, zh-Hans, zh-Hant, ko
      # and ja; under a language's `strings`, list only the words you want to change (README).
      # baseURL: https://example.org/notes/   # where the site is published: canonical links, hreflang, sitemap.xml
      defaultLanguage: \(languages[0].code)
      languages:

      """
    for language in languages {
      yml += "  - code: \(language.code)\n    tag: \(language.tag)\n    name: \(language.name)\n"
      yml += "    title: \(language.texts.siteTitle)\n"
    }
    return yml
  }

  private static func page(_ text: Text, stamp: String?) -> String {
    "---\ntitle: \(text.title)\n" + (stamp.map { "translatedFrom: \($0)\n" } ?? "") + "---\n\n" + text.body
  }

  fileprivate struct Text: Sendable, Equatable {
    var title: String
    var body: String
  }

  fileprivate struct Texts: Sendable, Equatable {
    var siteTitle: String
    var home: Text
    var note: Text
  }

  /// The scenario every language's note runs, and the log the engine writes for it.
  private static let scenario = """
    ```swift scenario id=present-sheet
    let home = UIViewController()
    let sheet = UIViewController()
    window.rootViewController = home
    home.present(sheet, animated: true)
    print(sheet.presentingViewController === home)
    ```

    ```log
    home.viewDidLoad
    home.viewWillAppear
    home.viewDidAppear
    sheet.viewDidLoad
    sheet.viewWillAppear
    sheet.viewDidAppear
    true
    ```
    """

  private static func texts(
    site: String, homeTitle: String, home: String, noteTitle: String, before: String, after: String
  ) -> Texts {
    Texts(
      siteTitle: site, home: Text(title: homeTitle, body: "# \(homeTitle)\n\n\(home)\n"),
      note: Text(title: noteTitle, body: "# \(noteTitle)\n\n\(before)\n\n\(scenario)\n\n\(after)\n"))
  }

  private static let known: [(aliases: Set<String>, language: Language)] = [
    (
      ["en"],
      Language(
        code: "en", tag: "en", name: "English",
        texts: texts(
          site: "UIKit notes", homeTitle: "UIKit notes",
          home: """
            Notes on UIKit's view controllers that check themselves: each `swift scenario` block runs
            on docgen's engine, and the `log` block after it must say what the engine logged.

            Start with [presenting a sheet](\(noteName)).
            """,
          noteTitle: "Presenting a sheet",
          before: """
            A view controller in the window presents another: the presented controller's view
            appears after the presenter's.
            """,
          after: """
            Change the scenario and run `docgen check`: when the log no longer matches, check shows
            the difference, and `docgen bless` writes the engine's log into the note.
            """))
    ),
    (
      ["zh", "zh-hans", "zh-cn"],
      Language(
        code: "zh", tag: "zh-Hans", name: "简体中文",
        texts: texts(
          site: "UIKit 笔记", homeTitle: "UIKit 笔记",
          home: """
            关于 UIKit 视图控制器、能自我验证的笔记：每个 `swift scenario` 代码块都在 docgen
            的引擎上运行，紧随其后的 `log` 代码块必须与引擎的日志一致。

            从[呈现一个 sheet](\(noteName))开始。
            """,
          noteTitle: "呈现一个 sheet",
          before: "窗口中的视图控制器呈现另一个控制器：被呈现者的视图在呈现者之后出现。",
          after: """
            修改场景后运行 `docgen check`：日志不再一致时，check 会显示差异；`docgen bless`
            会把引擎的日志写回笔记。
            """))
    ),
    (
      ["zh-hant", "zh-tw", "zh-hk"],
      Language(
        code: "zh-hant", tag: "zh-Hant", name: "繁體中文",
        texts: texts(
          site: "UIKit 筆記", homeTitle: "UIKit 筆記",
          home: """
            關於 UIKit 視圖控制器、能自我驗證的筆記：每個 `swift scenario` 區塊都在 docgen
            的引擎上執行，緊接在後的 `log` 區塊必須與引擎的紀錄一致。

            從[呈現一個 sheet](\(noteName))開始。
            """,
          noteTitle: "呈現一個 sheet",
          before: "視窗中的視圖控制器呈現另一個控制器：被呈現者的視圖在呈現者之後出現。",
          after: """
            修改情境後執行 `docgen check`：紀錄不再一致時，check 會顯示差異；`docgen bless`
            會把引擎的紀錄寫回筆記。
            """))
    ),
    (
      ["ko"],
      Language(
        code: "ko", tag: "ko", name: "한국어",
        texts: texts(
          site: "UIKit 노트", homeTitle: "UIKit 노트",
          home: """
            스스로 검증하는 UIKit 뷰 컨트롤러 노트입니다. `swift scenario` 블록은 docgen의 엔진에서
            실행되고, 바로 뒤의 `log` 블록은 엔진이 남긴 로그와 같아야 합니다.

            [시트 프레젠트하기](\(noteName))부터 읽어 보세요.
            """,
          noteTitle: "시트 프레젠트하기",
          before: """
            윈도우에 있는 뷰 컨트롤러가 다른 컨트롤러를 프레젠트합니다. 프레젠트된 컨트롤러의 뷰는
            프레젠트한 쪽의 뷰 다음에 나타납니다.
            """,
          after: """
            시나리오를 고치고 `docgen check`를 실행해 보세요. 로그가 더 이상 맞지 않으면 check가
            차이를 보여 주고, `docgen bless`는 엔진의 로그를 노트에 써 넣습니다.
            """))
    ),
    (
      ["ja"],
      Language(
        code: "ja", tag: "ja", name: "日本語",
        texts: texts(
          site: "UIKit ノート", homeTitle: "UIKit ノート",
          home: """
            自分で検証する UIKit のビューコントローラのノートです。`swift scenario` ブロックは docgen
            のエンジンで実行され、その直後の `log` ブロックはエンジンのログと一致しなければなりません。

            [シートを表示する](\(noteName))から始めましょう。
            """,
          noteTitle: "シートを表示する",
          before: "ウインドウにあるビューコントローラが別のコントローラを表示します。表示されたコントローラのビューは、表示した側のビューのあとに現れます。",
          after: """
            シナリオを変えて `docgen check` を実行してみてください。ログが一致しなくなると check
            が差分を示し、`docgen bless` はエンジンのログをノートに書き込みます。
            """))
    ),
  ]
}
