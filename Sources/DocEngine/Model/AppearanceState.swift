/// Where a view controller is in its appearance cycle.
///
/// `disappeared → appearing → appeared → disappearing → disappeared`; a cancelled transition
/// goes from `appearing` to `disappearing` or back. The `viewWill*`/`viewDid*` callbacks are
/// exactly the changes of this state.
public enum AppearanceState: String, Sendable, Hashable, CaseIterable, Codable {
  case disappeared
  case appearing
  case appeared
  case disappearing
}
