// Finding the first free seat in a grid: a labeled break leaves both loops at once.
let rows = 3
let seatsPerRow = 4
let taken = [0, 1, 2, 3, 4, 5]
var found = -1
search: for row in 0..<rows {
    for seat in 0..<seatsPerRow {
        let number = row * seatsPerRow + seat
        if taken.contains(number) { continue }
        found = number
        break search
    }
    print("row \(row) is full")
}
print(found >= 0 ? "first free seat: \(found)" : "sold out")
