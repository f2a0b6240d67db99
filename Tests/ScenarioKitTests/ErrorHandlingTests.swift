import Testing

@testable import ScenarioKit

/// `throw`, `try`, `do`/`catch`, one test per rule of The Swift Programming Language's "Error
/// Handling" chapter (the sections named in each test's name), as scenarios run them: what
/// `Task.sleep`'s `CancellationError` and throwing loaders in tutorials need.
@Suite struct ErrorHandlingTests {
  static let loader = """
    enum LoadError: Error {
        case offline
        case server(code: Int)
    }
    func load(_ status: Int) throws -> String {
        if status == 0 { throw LoadError.offline }
        if status >= 500 { throw LoadError.server(code: status) }
        return "page \\(status)"
    }

    """

  static let examples: [LogExample] = [
    LogExample(
      name: "Handling errors using do-catch: the first clause whose pattern matches runs, with what it binds",
      source: loader + """
        for status in [200, 0, 503] {
            do {
                let page = try load(status)
                print(page)
            } catch LoadError.offline {
                print("offline")
            } catch LoadError.server(let code) where code >= 500 {
                print("server error \\(code)")
            }
        }
        """,
      lines: ["page 200", "offline", "server error 503"]),
    LogExample(
      name: "Handling errors using do-catch: a bare catch binds the error as 'error'",
      source: loader + """
        do {
            _ = try load(0)
        } catch {
            print("caught \\(error)")
        }
        """,
      lines: ["caught offline"]),
    LogExample(
      name: "Propagating errors using throwing functions: an error leaves the functions between throw and catch",
      source: loader + """
        func render(_ status: Int) throws -> String {
            let page = try load(status)
            return "<\\(page)>"
        }
        do {
            print(try render(200))
            print(try render(502))
        } catch let error as LoadError {
            print("LoadError: \\(error)")
        }
        """,
      lines: ["<page 200>", "LoadError: server(code: 502)"]),
    LogExample(
      name: "Converting errors to optional values: try? gives nil for an error, an optional otherwise",
      source: loader + """
        let good = try? load(200)
        let bad = try? load(0)
        print(good as Any, bad as Any)
        """,
      lines: ["Optional(\"page 200\") nil"]),
    LogExample(
      name: "Specifying cleanup actions: defer runs and locals are released as the error leaves their scope",
      source: loader + """
        do {
            let screen = UIViewController()
            defer { print("cleanup") }
            _ = try load(0)
            print("not reached \\(screen)")
        } catch {
            print("handled")
        }
        """,
      lines: ["cleanup", "screen.deinit", "handled"]),
    LogExample(
      name: "Errors: a thrown error's localizedDescription is its errorDescription when it is a LocalizedError",
      source: """
        enum SignInError: LocalizedError {
            case wrongPassword
            var errorDescription: String? { "The password is wrong." }
        }
        enum PlainError: Error { case first, second }
        do { throw SignInError.wrongPassword } catch { print(error.localizedDescription) }
        do { throw PlainError.second } catch { print(error.localizedDescription) }
        """,
      lines: ["The password is wrong.", "The operation couldn\u{2019}t be completed. (PlainError error 1.)"]),
    LogExample(
      name: "Errors in controllers: a throwing load in viewDidLoad handled with do-catch",
      source: loader + """
        class PageViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                do {
                    title = try load(0)
                } catch {
                    title = "Offline"
                }
                print(title ?? "nil")
            }
        }
        window.rootViewController = PageViewController()
        """,
      lines: [
        "PageViewController.viewDidLoad", "Offline", "PageViewController.viewWillAppear",
        "PageViewController.viewDidAppear",
      ]),
  ]

  @Test(arguments: examples)
  func handlesErrorsAsSwiftDoes(_ example: LogExample) {
    example.check()
  }

  static let refusals: [RefusalExample] = [
    RefusalExample(
      name: "Disabling error propagation: try! stops the program on an error, with Swift's message",
      source: loader + "let page = try! load(0)",
      message: "Fatal error: 'try!' expression unexpectedly raised an error: LoadError.offline"),
    RefusalExample(
      name: "an error nothing catches reaches the top level and stops the program",
      source: loader + "print(try load(0))",
      message: "Fatal error: Error raised at top level: LoadError.offline"),
    RefusalExample(
      name: "a call to a throwing function must be marked try",
      source: loader + "do { let page = load(0) } catch {}",
      message: "call can throw but is not marked with 'try'"),
    RefusalExample(
      name: "a try in a function that does not throw, outside a do-catch, is swiftc's error",
      source: loader + "func show() { print(try load(1)) }",
      message: "errors thrown from here are not handled"),
    RefusalExample(
      name: "a throw in a function that does not throw is swiftc's error",
      source: "enum E: Error { case a }\nfunc fail() { throw E.a }",
      message: "error is not handled because the enclosing function is not declared 'throws'"),
    RefusalExample(
      name: "a catch that is not exhaustive leaves the function throwing",
      source: loader + "func show() {\n  do { _ = try load(1) } catch LoadError.offline {}\n}",
      message: "errors thrown from here are not handled because the enclosing catch is not exhaustive"),
    RefusalExample(
      name: "only values of Error types can be thrown",
      source: "func fail() throws { throw \"boom\" }\ntry fail()",
      message: "thrown expression type 'String' does not conform to 'Error'"),
    RefusalExample(
      name: "a throwing closure cannot be a completion handler",
      source: loader
        + "let home = UIViewController()\nwindow.rootViewController = home\nhome.present(UIViewController(), animated: true) { _ = try load(0) }",
      message: "invalid conversion from throwing function of type '() throws -> ()' to non-throwing function type"),
  ]

  @Test(arguments: refusals)
  func refuses(_ example: RefusalExample) {
    example.check()
  }
}
