import Foundation

/// The keys of every file a planned site has (``SitePlan``): what this build compares with
/// the previous build's manifest to know what to render.
struct PlannedKeys: Sendable {
  let index: SiteIndex
  /// Article keys by source file.
  let articles: [String: String]
  /// Chrome keys by page path.
  let pages: [String: String]
  /// Hashes of the other files (language chooser, sitemap, stylesheet, …) by path.
  let siteFiles: [String: String]
  /// Hashes of the copies of files beside the notes, by path (``LinkedFiles``).
  let copies: [String: String]
  /// Each page's Markdown twin, by page path: written with its page's article, and again
  /// when it is missing or new.
  let twins: [String: String]
  /// The chrome keys and other files are the previous build's, taken from its manifest.
  let keepsChrome: Bool
  /// Every note is where it was in the previous build, with the same front matter and title.
  let samePlaces: Bool

  /// Every path of the site but the marker.
  var allPaths: Set<String> {
    Set(pages.keys).union(siteFiles.keys).union(copies.keys).union(SearchPartReuse.paths(of: index))
  }

  /// Paths of the files whose keys differ from `previous` (every file when there is none).
  func changed(since previous: BuildManifest?) -> Set<String> {
    var changed = Set<String>()
    for entry in index.allEntries {
      let file = entry.source.file
      let twin = twins[entry.outputPath]
      if previous?.articles[file] != articles[file] {
        changed.insert(entry.outputPath)
        if let twin { changed.insert(twin) }
        continue
      }
      if !keepsChrome, previous?.pages[entry.outputPath] != pages[entry.outputPath] {
        changed.insert(entry.outputPath)
      }
      if let twin, previous?.pages[twin] == nil { changed.insert(twin) }
    }
    // A copy's path holds its hash: a copy the previous build did not have is new.
    for path in copies.keys where previous?.copies[path] == nil {
      changed.insert(path)
    }
    // Chrome keys and site files taken from the previous build are its keys.
    guard !keepsChrome else { return changed }
    for (path, hash) in siteFiles where previous?.siteFiles[path] != hash {
      changed.insert(path)
    }
    return changed
  }
}

/// What a build renders and writes, and what it keeps of the previous build: the one output
/// of the incremental part. Rendering and search indexing never see the manifest; they are
/// told which paths to make and which search lines to reuse.
struct RenderWork: Sendable {
  /// Site files to render and write (every file in a first or full build).
  var paths: Set<String>
  /// Files of the previous build that the site no longer has.
  var removed: [String]
  /// Which search index parts to write, and the previous lines they keep.
  var search: SearchPartReuse.Plan

  /// Nothing to write and nothing to remove: the output is already this build's site.
  var isEmpty: Bool { paths.isEmpty && removed.isEmpty }

  /// `previous`: the manifest of the build this one updates (nil: render everything);
  /// `missing`: those of its files that are gone from `output` (``SiteFilesOnDisk``).
  init(keys: PlannedKeys, previous: BuildManifest?, missing: Set<String>, output: String) {
    var changed = keys.changed(since: previous)
    removed = []
    if let previous {
      // Files missing now: the previous build's that are gone, and the new ones not there yet.
      if keys.keepsChrome {
        // The previous build's pages and files are this build's (the search indexes' too:
        // the same pages make the same parts), so none is new and none is removed. An index
        // file the manifest does not name (it could not be written) is looked for.
        changed.formUnion(missing.subtracting(previous.copies.keys))
        changed.formUnion(missing.intersection(keys.copies.keys))
        let unnamed = SearchPartReuse.paths(of: keys.index).filter { previous.siteFiles[$0] == nil }
        changed.formUnion(SiteFilesOnDisk.missing(unnamed, in: output))
        // Copies come and go with the files notes name, whatever else stayed.
        removed = previous.copies.keys.filter { keys.copies[$0] == nil }.sorted()
      } else {
        let allPaths = keys.allPaths
        let previousPaths = Set(previous.pages.keys).union(previous.siteFiles.keys).union(previous.copies.keys)
        changed.formUnion(missing.intersection(allPaths))
        changed.formUnion(SiteFilesOnDisk.missing(Array(allPaths.subtracting(previousPaths)), in: output))
        removed = previousPaths.subtracting(allPaths).sorted()
      }
    }
    search = SearchPartReuse.plan(
      in: output, manifest: previous, index: keys.index, samePlaces: keys.samePlaces, changed: changed)
    paths = changed.union(search.pagesToRender)
  }
}
