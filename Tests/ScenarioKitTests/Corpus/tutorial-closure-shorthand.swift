// Callbacks with shorthand arguments: $0 is the first value the callback is given.
class Downloader: NSObject {
    func fetch(_ names: [String], progress: (Int, Int) -> Void, completion: (String) -> Void) {
        var done = 0
        for _ in names {
            done += 1
            progress(done, names.count)
        }
        completion("downloaded \(done) files")
    }
}

let downloader = Downloader()
downloader.fetch(["a.png", "b.png"]) {
    print("\($0)/\($1)")
} completion: {
    print($0)
}
let double: (Int) -> Int = { $0 * 2 }
print(double(21))
