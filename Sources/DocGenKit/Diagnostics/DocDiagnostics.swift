/// DocGenKit reports its problems, and ScenarioKit's, as `DocDiagnostics`' `Diagnostic`s:
/// re-exported, so every stage here and every caller of DocGenKit (the command line, the
/// preview, the tests) names the vocabulary without importing a second module in each file.
@_exported import DocDiagnostics
