// Parsing simple "name,age" lines into structs; lines that do not parse are skipped.
struct Member {
    var name: String
    var age: Int
}

let lines = "Jisoo,24\nJun,x\n  Hana , 31 \n,9"
var members: [Member] = []
for line in lines.split(separator: "\n") {
    let fields = line.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
    if fields.count == 2, !fields[0].isEmpty, let age = Int(fields[1]) {
        members.append(Member(name: fields[0], age: age))
    } else {
        print("skipped: \(line)")
    }
}
print(members)
print(members.map { $0.name.uppercased() }.joined(separator: " & "))
let oldest = members.max { $0.age < $1.age }
print(oldest?.name ?? "nobody", String(members.count))
