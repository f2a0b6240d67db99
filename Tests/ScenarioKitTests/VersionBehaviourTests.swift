import DocEngine
import Testing

@testable import ScenarioKit

/// What changes with the iOS version a scenario runs on (docs/engine.md, "Behaviour by iOS
/// version"): one test per row, and swiftc's refusal of API newer than the version.
@Suite struct VersionBehaviourTests {
  private func run(_ source: String, iOS: Int) -> ScenarioOutcome {
    ScenarioSession(iOS: PlatformVersion(major: iOS)).run(Scenario.parse(source: source, origin: .standalone()))
  }

  private static let presentWithDefaultStyle = """
    let a = UIViewController()
    window.rootViewController = a
    print("---")
    a.present(UIViewController(), animated: true)
    print(a.presentedViewController!.modalPresentationStyle)
    """

  @Test("before iOS 13 the default style is full screen and the presenter disappears")
  func defaultStyleIsFullScreenBeforeIOS13() {
    let outcome = run(Self.presentWithDefaultStyle, iOS: 12)
    #expect(outcome.diagnostics.map(\.message) == [])
    #expect(
      linesAfterMarker(outcome) == [
        "UIViewController.viewDidLoad", "a.viewWillDisappear", "UIViewController.viewWillAppear",
        "UIViewController.viewDidAppear", "a.viewDidDisappear", ".fullScreen",
      ])
  }

  @Test("from iOS 13 the default style is .automatic, a page sheet whose presenter stays")
  func defaultStyleIsAutomaticSheetFromIOS13() {
    for version in [13, 17, 18] {
      let outcome = run(Self.presentWithDefaultStyle, iOS: version)
      #expect(
        linesAfterMarker(outcome) == [
          "UIViewController.viewDidLoad", "UIViewController.viewWillAppear", "UIViewController.viewDidAppear",
          ".automatic",
        ], "iOS \(version)")
    }
  }

  @Test("before iOS 13 a page sheet on an iPhone is presented full screen")
  func pageSheetIsFullScreenBeforeIOS13() {
    let source = """
      let a = UIViewController()
      window.rootViewController = a
      let b = UIViewController()
      b.modalPresentationStyle = .pageSheet
      print("---")
      a.present(b, animated: true)
      printHierarchy()
      """
    #expect(
      linesAfterMarker(run(source, iOS: 12)) == [
        "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "b.viewDidAppear", "a.viewDidDisappear",
        "window", "  a: UIViewController, disappeared", "    presents b: UIViewController (.fullScreen), appeared",
      ])
  }

  @Test("before iOS 13 there is no swipe to dismiss: a swipe on a modal does nothing")
  func noSwipeToDismissBeforeIOS13() {
    let source = """
      let a = UIViewController()
      window.rootViewController = a
      let b = UIViewController()
      a.present(b, animated: true)
      print("---")
      user.swipeDown(b)
      print(a.presentedViewController == nil ? "dismissed" : "still presented")
      """
    #expect(linesAfterMarker(run(source, iOS: 12)) == ["still presented"])
    #expect(linesAfterMarker(run(source, iOS: 13)).last == "dismissed")
  }

  @Test("iOS 13 has viewIsAppearing (back-deployed); iOS 12 never calls it")
  func viewIsAppearingFromIOS13() {
    let source = """
      class Screen: UIViewController {
          override func viewIsAppearing(_ animated: Bool) {
              super.viewIsAppearing(animated)
          }
      }
      window.rootViewController = Screen()
      """
    #expect(run(source, iOS: 13).lines.contains("Screen.viewIsAppearing"))
    #expect(
      run(source, iOS: 12).diagnostics.map(\.message) == [
        "'viewIsAppearing' is only available in iOS 13.0 or newer",
        "'viewIsAppearing' is only available in iOS 13.0 or newer",
      ])
  }

  @Test(
    "API newer than the version is refused as swiftc refuses it, and nothing runs",
    arguments: [
      ("vc.modalPresentationStyle = .automatic", 12, "'automatic' is only available in iOS 13.0 or newer"),
      ("vc.isModalInPresentation = true", 12, "'isModalInPresentation' is only available in iOS 13.0 or newer"),
      (
        "_ = vc.sheetPresentationController", 14,
        "'sheetPresentationController' is only available in iOS 15.0 or newer"
      ),
      (
        "vc.sheetPresentationController?.detents = [.custom { _ in 200 }]", 15,
        "'custom(identifier:resolver:)' is only available in iOS 16.0 or newer"
      ),
    ])
  func refusesNewerAPI(_ example: (String, Int, String)) {
    let outcome = run("print(\"ran\")\nlet vc = UIViewController()\n" + example.0, iOS: example.1)
    #expect(outcome.lines == [])
    #expect(outcome.diagnostics.map(\.message) == [example.2])
    #expect(outcome.diagnostics.first?.id == .unavailable)
  }

  @Test("API guarded by #available or an earlier guard #available is accepted on older versions")
  func guardedAPIIsAccepted() {
    let source = """
      let vc = UIViewController()
      if #available(iOS 15, *) {
          _ = vc.sheetPresentationController
      }
      func configure() {
          guard #available(iOS 13, *) else { return }
          vc.isModalInPresentation = true
      }
      configure()
      print("ran")
      """
    let outcome = run(source, iOS: 12)
    #expect(outcome.diagnostics.map(\.message) == [])
    #expect(outcome.lines == ["ran"])
  }

  @Test("iOS 18's launch pass: the engine takes it from its profile; before 18 the root appears first")
  func launchPassComesFromTheProfile() {
    #expect(ScenarioSession(iOS: PlatformVersion(major: 18)).engine.launchPass == .topAtEndAppears)
    #expect(ScenarioSession(iOS: PlatformVersion(major: 17, minor: 4)).engine.launchPass == .rootAppearsFirst)
    #expect(ScenarioSession(iOS: PlatformVersion(major: 12)).engine.launchPass == .rootAppearsFirst)
  }

  @Test("the version profile refuses versions before 12, where evidence is thin")
  func profileRefusesOlderVersions() {
    #expect(VersionProfile(major: 11) == nil)
    #expect(VersionProfile(major: 12)?.defaultModalStyle == .fullScreen)
    #expect(VersionProfile.default.description == "17")
  }
}
