// A leaderboard: sorting by score, the top three with prefix, ranks with enumerated.
struct Player {
    let name: String
    var score: Int
}

class LeaderboardViewController: UIViewController {
    var players = [
        Player(name: "Sora", score: 320),
        Player(name: "Jin", score: 410),
        Player(name: "Mina", score: 290),
        Player(name: "Tae", score: 410),
    ]

    func showTop(_ count: Int) {
        let ranked = players.sorted { a, b in
            if a.score != b.score { return a.score > b.score }
            return a.name < b.name
        }
        for (rank, player) in ranked.prefix(count).enumerated() {
            print("\(rank + 1). \(player.name) \(player.score)")
        }
    }
}

let board = LeaderboardViewController()
board.showTop(3)
board.players[2].score += 200
board.showTop(1)
print(board.players.map { $0.score }.max()!, board.players.allSatisfy { $0.score > 300 })
