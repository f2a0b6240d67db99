// A common mistake: a struct in a `let` cannot change, so its mutating method cannot be called.
struct Playlist {
    var songs: [String] = []
    mutating func add(_ song: String) { songs.append(song) }
}

var mine = Playlist()
mine.add("Spring Day")
print(mine.songs)
let shared = mine
shared.add("Dynamite")
print("never printed")
