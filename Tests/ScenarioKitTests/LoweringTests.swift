import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import ScenarioKit

/// Lowering: what the subset accepts becomes AST, what it does not is an error at its position.
@Suite struct LoweringTests {
  private func parse(_ source: String) -> Scenario {
    Scenario.parse(source: source, origin: SourceOrigin(file: "page.md", firstLine: 10))
  }

  @Test func acceptsTheSpecExample() {
    let scenario = parse(
      """
      let a = UIViewController()
      let b = UIViewController()
      window.rootViewController = a
      b.modalPresentationStyle = .fullScreen
      a.present(b, animated: true)
      """)
    #expect(scenario.diagnostics.isEmpty)
    let statements = scenario.program?.statements ?? []
    #expect(statements.count == 5)
    guard case .binding(let binding) = statements[0].kind else {
      Issue.record("expected a binding")
      return
    }
    #expect(binding.name == "a")
    #expect(!binding.isMutable)
    guard case .assignment(let target, let value) = statements[3].kind,
      case .member(_, "modalPresentationStyle") = target.kind,
      case .implicitMember("fullScreen") = value.kind
    else {
      Issue.record("expected an assignment of .fullScreen, got \(statements[3].kind)")
      return
    }
    // The fifth line of a block whose first line is the file's line 10.
    #expect(statements[4].position == SourcePosition(line: 14, column: 1))
  }

  @Test func foldsOperatorsByPrecedence() {
    let scenario = parse("assert(a === b || c !== d && !e)")
    guard case .expression(let call) = scenario.program?.statements.first?.kind,
      case .call(_, let arguments, _) = call.kind,
      case .binary(.or, let left, let right) = arguments[0].value.kind,
      case .binary(.identical, _, _) = left.kind,
      case .binary(.and, let andLeft, let andRight) = right.kind,
      case .binary(.notIdentical, _, _) = andLeft.kind,
      case .not = andRight.kind
    else {
      Issue.record("wrong fold: \(String(describing: scenario.program?.statements.first?.kind))")
      return
    }
    #expect(arguments[0].text == "a === b || c !== d && !e")
  }

  @Test func castsBindTighterThanComparisons() {
    let scenario = parse("assert(x as? UINavigationController != nil)")
    guard case .expression(let call) = scenario.program?.statements.first?.kind,
      case .call(_, let arguments, _) = call.kind,
      case .binary(.notEqual, let left, let right) = arguments[0].value.kind,
      case .cast(_, .conditional, "UINavigationController") = left.kind,
      case .nilLiteral = right.kind
    else {
      Issue.record("wrong fold")
      return
    }
  }

  @Test func optionalChainsEndAtTheWholeExpression() {
    let scenario = parse("delegate?.didFinish(value)")
    guard case .expression(let expr) = scenario.program?.statements.first?.kind,
      case .chainBoundary(let inner) = expr.kind,
      case .call(let callee, let arguments, nil) = inner.kind,
      case .member(let base, "didFinish") = callee.kind,
      case .optionalChain = base.kind
    else {
      Issue.record("wrong chain")
      return
    }
    #expect(arguments.count == 1)
  }

  @Test func trailingClosuresAndTypeReferences() {
    let scenario = parse(
      """
      a.present(b, animated: true) { print("done \\(b)") }
      storyboard.segue("s", from: a, to: DetailViewController.self, kind: .presentModally(.formSheet))
      """)
    #expect(scenario.diagnostics.isEmpty)
    guard case .expression(let first) = scenario.program?.statements[0].kind,
      case .call(_, _, let closure?) = first.kind,
      // A single-expression closure returns its value, as in Swift.
      case .returnStatement(let printCall?) = closure.body.first?.kind,
      case .call(_, let printArguments, _) = printCall.kind,
      case .stringLiteral(let parts) = printArguments[0].value.kind
    else {
      Issue.record("expected a trailing closure with a print")
      return
    }
    #expect(parts.count == 3)  // "done ", \(b), ""
    guard case .expression(let second) = scenario.program?.statements[1].kind,
      case .call(_, let arguments, _) = second.kind,
      case .typeReference("DetailViewController") = arguments[2].value.kind,
      case .call(let kindCallee, _, _) = arguments[3].value.kind,
      case .implicitMember("presentModally") = kindCallee.kind
    else {
      Issue.record("expected a type reference and an implicit-member call")
      return
    }
  }

  @Test func classesAreHoistedWithTheirMembers() {
    let scenario = parse(
      """
      let list = ListViewController()
      class DetailViewController: UIViewController {
          weak var delegate: ListViewController?
          var value = 0
          override func viewDidDisappear(_ animated: Bool) {
              super.viewDidDisappear(animated)
              if isBeingDismissed { delegate?.didFinish(value) }
          }
      }
      class ListViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
          func didFinish(_ value: Int) { print("got \\(value)") }
          func presentationControllerShouldDismiss(_ p: UIPresentationController) -> Bool { false }
      }
      """)
    #expect(scenario.diagnostics.isEmpty, "\(scenario.diagnostics)")
    let classes = scenario.program?.classes ?? []
    #expect(classes.map(\.name) == ["DetailViewController", "ListViewController"])
    #expect(classes[0].properties.map(\.isWeak) == [true, false])
    #expect(classes[0].methods[0].signature == "viewDidDisappear(_:)")
    #expect(classes[0].methods[0].isOverride)
    #expect(classes[1].inherited == ["UIViewController", "UIAdaptivePresentationControllerDelegate"])
    let shouldDismiss = classes[1].methods[1]
    #expect(shouldDismiss.signature == "presentationControllerShouldDismiss(_:)")
    guard case .returnStatement(let value?) = shouldDismiss.body.first?.kind,
      case .booleanLiteral(false) = value.kind
    else {
      Issue.record("a single-expression body returns its value")
      return
    }
  }

  @Test func extensionsAddMethodsAndConformances() {
    let scenario = parse(
      """
      class ListViewController: UIViewController {}
      extension ListViewController: UIAdaptivePresentationControllerDelegate {
          func presentationControllerDidDismiss(_ p: UIPresentationController) {}
      }
      """)
    #expect(scenario.diagnostics.isEmpty)
    #expect(
      scenario.program?.classes.first?.inherited == ["UIViewController", "UIAdaptivePresentationControllerDelegate"])
    #expect(scenario.program?.classes.first?.methods.count == 1)
  }

  @Test func columnsCountCharactersNotBytes() {
    let scenario = parse("/* 中文 */ typealias E = Int")
    #expect(scenario.diagnostics.first?.location == SourceLocation(file: "page.md", line: 10, column: 10))
  }
}

/// Smaller lowering details: strings, `if let`, computed properties, capture lists.
@Suite struct LoweringDetailTests {
  private func program(_ source: String) -> ScenarioProgram? {
    let scenario = Scenario.parse(source: source, origin: .standalone())
    #expect(scenario.diagnostics.isEmpty, "\(scenario.diagnostics)")
    return scenario.program
  }

  @Test func stringEscapesAreResolved() {
    guard case .binding(let binding)? = program(#"let s = "a\tb\n\"q\" \\ \u{1F600}""#)?.statements.first?.kind,
      case .stringLiteral(let parts)? = binding.initializer?.kind
    else {
      Issue.record("expected a string literal")
      return
    }
    let text = parts.map { part -> String in
      if case .text(let t) = part { return t }
      return "<interpolation>"
    }.joined()
    #expect(text == "a\tb\n\"q\" \\ 😀")
  }

  @Test func ifLetBindingsAndShorthand() {
    guard
      case .conditional(let conditions, _, nil)? = program("if let a = b, let c, a === c { }")?.statements.first?.kind
    else {
      Issue.record("expected an if")
      return
    }
    #expect(conditions.count == 3)
    guard case .binding("a", _, false, _) = conditions[0],
      case .binding("c", let shorthand, false, _) = conditions[1],
      case .identifier("c") = shorthand.kind,
      case .expression = conditions[2]
    else {
      Issue.record("wrong conditions")
      return
    }
  }

  @Test func readOnlyComputedPropertiesBecomePropertyMethods() {
    let classes = program(
      "class P: UIPresentationController {\n  override var shouldRemovePresentersView: Bool { return true }\n}")?
      .classes
    let method = classes?.first?.methods.first
    #expect(method?.isProperty == true)
    #expect(method?.signature == "shouldRemovePresentersView")
    var table = ClassTable()
    #expect(table.add(classes ?? []).isEmpty)
    #expect(table.method(selector: "shouldRemovePresentersView", in: "P")?.0.isProperty == true)
    #expect(table.method(selector: "shouldRemovePresentersView()", in: "P") == nil)
  }

  @Test func methodSignaturesUseArgumentLabels() {
    let classes =
      program(
        """
        class A: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
            @IBAction func unwindToA(_ segue: UIStoryboardSegue) {}
            func save() {}
        }
        """)?.classes ?? []
    let methods = classes.first?.methods ?? []
    #expect(methods.map(\.signature) == ["prepare(for:sender:)", "unwindToA(_:)", "save()"])
    #expect(methods[0].parameterNames == ["segue", "sender"])
    var table = ClassTable()
    #expect(table.add(classes).isEmpty)
    #expect(
      table.method(selector: "unwindToA", in: "A")?.0.signature == "unwindToA(_:)",
      "unwind actions are looked up by base name")
  }

  @Test func weakSelfCaptureListsAreAccepted() {
    #expect(program("let f = { [weak self] in print(1) }") != nil)
    let other = Scenario.parse(source: "let f = { [x = 1] in print(x) }", origin: .standalone())
    #expect(
      other.diagnostics.first?.message == "only '[weak x]' and '[unowned x]' capture lists are supported in scenarios")
  }

  @Test func diagnosticsRoundTripThroughJSON() throws {
    let scenario = Scenario.parse(source: "typealias E = Int", origin: SourceOrigin(file: "a.md", firstLine: 3))
    let data = try JSONEncoder().encode(scenario.diagnostics)
    let decoded = try JSONDecoder().decode([Diagnostic].self, from: data)
    #expect(decoded == scenario.diagnostics)
  }
}

/// A node's text sliced from the source (what lowering quotes, e.g. in `assert`'s message) is
/// swift-syntax's `trimmedDescription` of it.
@Suite struct NodeTextTests {
  final class Collector: SyntaxAnyVisitor {
    var nodes: [Syntax] = []
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
      nodes.append(node)
      return .visitChildren
    }
  }

  static var sources: [String] {
    let corpus = CorpusTests.sourceCorpusDirectory
    let files = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
    let corpusSources = files.filter { $0.hasSuffix(".swift") }.sorted().compactMap {
      try? String(contentsOf: corpus.appendingPathComponent($0), encoding: .utf8)
    }
    return corpusSources + [
      "assert( a /* why */ == b , \"화면\" ) // 끝",
      "f(x, y: 中文 + 1,\n  z: { $0 }   )",
      "present(b, animated: true",  // unterminated: missing tokens
      "let s = \"a\\(b)c\"; g(s,,)",
      "\u{FEFF}f(é\u{301}, 🇰🇷)",
    ]
  }

  @Test func textOfEveryNodeIsItsTrimmedDescription() {
    #expect(Self.sources.count > 50)
    for source in Self.sources {
      let tree = Parser.parse(source: source)
      let converter = PositionConverter(source: source)
      let collector = Collector(viewMode: .sourceAccurate)
      collector.walk(tree)
      for node in collector.nodes {
        #expect(converter.text(of: node) == node.trimmedDescription, "\(node.kind) in \(source.prefix(60))")
      }
    }
  }
}
