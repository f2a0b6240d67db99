import ArgumentParser
import DocGenCLI
import DocGenKit
import Foundation

/// The command line: thin commands over DocGenKit. Each subcommand parses its options,
/// calls one library entry point and turns the diagnostics it returns into text and an
/// exit status; nothing here decides what a page contains.
///
/// Every command states its `commandName`: without it swift-argument-parser derives the name
/// from the type's (`String(describing:)`, a dynamic cast), which on every run looked the type
/// up in the binary's thousands of protocol conformances, subcommand by subcommand.
@main
struct DocGen: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "docgen",
    abstract: "Build verified UIKit tutorial sites from Markdown notes.",
    subcommands: [Build.self, Check.self, Bless.self, Run.self, Serve.self, Status.self, Ack.self, Init.self],
    defaultSubcommand: Build.self
  )
}
