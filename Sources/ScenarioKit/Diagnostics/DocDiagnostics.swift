/// A scenario's problems are `DocDiagnostics`' `Diagnostic`s, the site's own: re-exported,
/// so ScenarioKit's files and its callers name them without importing a second module.
@_exported import DocDiagnostics
