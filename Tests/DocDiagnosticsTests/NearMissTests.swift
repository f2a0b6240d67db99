import DocDiagnostics
import Testing

@Suite struct NearMissTests {
  @Test func suggestsTheClosestName() {
    #expect(
      NearMiss.bestMatch(
        for: "presentingViewControler",
        in: ["presentedViewController", "presentingViewController", "parent"]) == "presentingViewController")
    #expect(NearMiss.bestMatch(for: "viewDidApear", in: ["viewDidAppear", "viewDidLoad"]) == "viewDidAppear")
    #expect(NearMiss.bestMatch(for: "Dismis", in: ["dismiss", "present"]) == "dismiss")
    // A swap of two neighbouring letters is one typo.
    #expect(NearMiss.bestMatch(for: "titel", in: ["title", "order"]) == "title")
    #expect(
      NearMiss.bestMatch(for: "presnetedViewController", in: ["presentedViewController"]) == "presentedViewController")
  }

  @Test func staysQuietWhenNothingIsClose() {
    #expect(NearMiss.bestMatch(for: "frobnicate", in: ["present", "dismiss"]) == nil)
    #expect(NearMiss.bestMatch(for: "x", in: []) == nil)
    #expect(NearMiss.suggestion(for: "a", in: ["a"]) == nil, "the name itself is not a suggestion")
    #expect(NearMiss.bestMatch(for: "b", in: ["a"]) == nil, "a suggestion keeps a character of the name")
    #expect(
      NearMiss.bestMatch(for: "presentControllerView", in: ["presentedViewController"]) == nil,
      "a long name's suggestion is at most \(NearMiss.maxDistance) edits away")
  }

  @Test func breaksTiesByCandidateOrder() {
    #expect(NearMiss.bestMatch(for: "cat", in: ["bat", "hat"]) == "bat")
    #expect(NearMiss.bestMatch(for: "cat", in: ["hat", "bat"]) == "hat")
  }
}
