import Testing

@testable import ScenarioKit

/// The collection API tutorials use, with `$0` and trailing closures: what each call returns
/// and prints is what swiftc's build prints. Dictionaries with more than one key are printed
/// sorted here, as Swift's own order differs from run to run (scenarios keep insertion
/// order, tested on its own).
@Suite("Arrays, dictionaries, sets and tuples")
struct CollectionAPITests {
  static let examples: [LogExample] = [
    LogExample(
      name: "map, filter, compactMap, flatMap, reduce",
      source: #"""
        let numbers = [4, 1, 3]
        print(numbers.map { $0 * 10 }, numbers.filter { $0 > 2 }, numbers.reduce(0, +), numbers.reduce(0) { $0 + $1 * 2 })
        print(["1", "x", "3"].compactMap { Int($0) }, [[1, 2], [3]].flatMap { $0 }, numbers.map(String.init))
        """#,
      lines: ["[40, 10, 30] [4, 3] 8 16", "[1, 3] [1, 2, 3] [\"4\", \"1\", \"3\"]"]),
    LogExample(
      name: "forEach runs the closure for each element",
      source: #"""
        [1, 2].forEach { print("item", $0) }
        ["a", "b"].forEach { letter in print(letter) }
        """#,
      lines: ["item 1", "item 2", "a", "b"]),
    LogExample(
      name: "sorted, sorted(by:), min and max",
      source: #"""
        let words = ["pear", "fig", "apple"]
        print(words.sorted(), words.sorted(by: >), words.sorted { $0.count < $1.count })
        print(words.min(), words.max(), [Int]().min(), [2.5, 1.5].max())
        """#,
      lines: [
        "[\"apple\", \"fig\", \"pear\"] [\"pear\", \"fig\", \"apple\"] [\"fig\", \"pear\", \"apple\"]",
        "Optional(\"apple\") Optional(\"pear\") nil Optional(2.5)",
      ]),
    LogExample(
      name: "searching: contains, first(where:), firstIndex",
      source: #"""
        let values = [5, 8, 13, 8]
        print(values.contains(8), values.contains { $0 > 20 }, values.allSatisfy { $0 > 1 })
        print(values.first, values.last, values.first(where: { $0 > 6 }), values.last(where: { $0 < 6 }))
        print(values.firstIndex(of: 8), values.lastIndex(of: 8), values.firstIndex(where: { $0 > 100 }))
        """#,
      lines: ["true false true", "Optional(5) Optional(8) Optional(8) Optional(5)", "Optional(1) Optional(3) nil"]),
    LogExample(
      name: "enumerated pairs offsets with elements",
      source: #"""
        for (index, name) in ["a", "b"].enumerated() {
            print(index, name)
        }
        print(Array(["x"].enumerated()))
        for pair in ["q"].enumerated() { print(pair.offset, pair.element) }
        """#,
      lines: ["0 a", "1 b", "[(offset: 0, element: \"x\")]", "0 q"]),
    LogExample(
      name: "joined, reversed, prefix and dropFirst",
      source: #"""
        let parts = ["a", "b", "c", "d"]
        print(parts.joined(separator: "/"), parts.joined(), Array(parts.reversed()), Array(parts.prefix(2)), Array(parts.dropFirst()))
        print(parts.suffix(1), parts.dropLast(2), parts.isEmpty, parts.count)
        """#,
      lines: [
        "a/b/c/d abcd [\"d\", \"c\", \"b\", \"a\"] [\"a\", \"b\"] [\"b\", \"c\", \"d\"]",
        "[\"d\"] [\"a\", \"b\"] false 4",
      ]),
    LogExample(
      name: "changing an array: append, insert, remove",
      source: #"""
        var list = [1, 2, 3]
        list.append(4)
        list.append(contentsOf: [5, 6])
        list.insert(0, at: 0)
        let second = list.remove(at: 1)
        let last = list.removeLast()
        let first = list.removeFirst()
        print(list, second, last, first)
        list.removeAll { $0 % 2 == 0 }
        print(list)
        list.removeAll()
        print(list, list.isEmpty, list.popLast())
        """#,
      lines: ["[2, 3, 4, 5] 1 6 0", "[3, 5]", "[] true nil"]),
    LogExample(
      name: "sort, reverse and swapAt change the array in place",
      source: #"""
        var queue = [3, 1, 2]
        queue.sort()
        print(queue)
        queue.sort(by: >)
        print(queue)
        queue.reverse()
        queue.swapAt(0, 2)
        print(queue)
        """#,
      lines: ["[1, 2, 3]", "[3, 2, 1]", "[3, 2, 1]"]),
    LogExample(
      name: "a copied array does not see later changes",
      source: #"""
        var original = [1, 2]
        let copy = original
        original.append(3)
        print(original, copy)
        """#,
      lines: ["[1, 2, 3] [1, 2]"]),
    LogExample(
      name: "an empty array of a written type, and one of repeated values",
      source: #"""
        var names = [String]()
        names.append("x")
        let zeros = [Int](repeating: 0, count: 3)
        print(names, zeros, Array(repeating: "-", count: 2))
        """#,
      lines: ["[\"x\"] [0, 0, 0] [\"-\", \"-\"]"]),
    LogExample(
      name: "sets: literals through a type, insert, contains, remove",
      source: #"""
        var tags: Set<String> = ["swift", "ios"]
        print(tags.count, tags.contains("ios"))
        let result = tags.insert("ios")
        print(result.inserted, tags.count)
        print(tags.remove("ios"), tags.remove("android"), tags.count, tags.sorted())
        var seen = Set<Int>()
        for n in [3, 1, 3, 2, 1] { seen.insert(n) }
        print(seen.count, seen.sorted(), Set([1, 1, 2]).count)
        """#,
      lines: ["2 true", "false 2", "Optional(\"ios\") nil 1 [\"swift\"]", "3 [1, 2, 3] 2"]),
    LogExample(
      name: "set operations",
      source: #"""
        let a: Set = [1, 2, 3]
        let b: Set = [2, 3, 4]
        print(a.union(b).sorted(), a.intersection(b).sorted(), a.subtracting(b).sorted())
        print(a.isSubset(of: [1, 2, 3, 9]), a.isDisjoint(with: [7]), a.filter { $0 > 1 }.count)
        """#,
      lines: ["[1, 2, 3, 4] [2, 3] [1]", "true true 2"]),
    LogExample(
      name: "dictionaries: subscripts are optional, nil removes",
      source: #"""
        var stock: [String: Int] = [:]
        stock["apple"] = 3
        print(stock, stock["apple"], stock["kiwi"], stock.count, stock.isEmpty)
        stock["apple"] = nil
        print(stock, stock.isEmpty)
        """#,
      lines: ["[\"apple\": 3] Optional(3) nil 1 false", "[:] true"]),
    LogExample(
      name: "dictionaries: default subscripts count things",
      source: #"""
        var counts: [String: Int] = [:]
        for word in ["a", "b", "a"] { counts[word, default: 0] += 1 }
        print(counts["a"]!, counts["b"]!, counts.keys.sorted(), counts.values.sorted())
        """#,
      lines: ["2 1 [\"a\", \"b\"] [1, 2]"]),
    LogExample(
      name: "dictionaries: updateValue and removeValue return the old value",
      source: #"""
        var capitals = ["kr": "Seoul"]
        print(capitals.updateValue("Busan", forKey: "kr"), capitals.updateValue("Tokyo", forKey: "jp"))
        print(capitals.removeValue(forKey: "kr"), capitals.removeValue(forKey: "cn"), capitals)
        """#,
      lines: ["Optional(\"Seoul\") nil", "Optional(\"Busan\") nil [\"jp\": \"Tokyo\"]"]),
    LogExample(
      name: "dictionaries: map, mapValues, filter, sorted(by:)",
      source: #"""
        let prices = ["tea": 3, "cake": 5]
        print(prices.map { $0.value }.sorted(), prices.mapValues { $0 * 2 }["cake"]!, prices.filter { $0.value > 4 })
        for (name, price) in prices.sorted(by: { $0.key < $1.key }) { print(name, price) }
        print(prices.sorted { $0.value > $1.value }.first!.key, [String: Int]())
        """#,
      lines: ["[3, 5] 10 [\"cake\": 5]", "cake 5", "tea 3", "cake [:]"]),
    LogExample(
      name: "tuples: labels, positions, destructuring",
      source: #"""
        let point = (x: 3, y: 4)
        print(point, point.x, point.1)
        let (x, y) = point
        let (name, _) = ("kim", 30)
        print(x + y, name)
        var pair = (1, "one")
        pair.0 = 2
        print(pair, pair == (2, "one"))
        """#,
      lines: ["(x: 3, y: 4) 3 4", "7 kim", "(2, \"one\") true"]),
    LogExample(
      name: "tuples nest and print like Swift's",
      source: #"""
        let nested = (1, (2.5, "a"), [true])
        print(nested, nested.1.1)
        """#,
      lines: ["(1, (2.5, \"a\"), [true]) a"]),
  ]

  @Test("runs as Swift runs it", arguments: examples)
  func runs(_ example: LogExample) {
    example.check()
  }

  static let decided: [LogExample] = [
    LogExample(
      name: "dictionaries print and iterate in insertion order",
      source: #"""
        var menu = ["tea": 3, "cake": 5]
        menu["bread"] = 2
        menu["tea"] = 4
        print(menu)
        for (name, price) in menu { print(name, price) }
        print(menu.keys, menu.values)
        menu["cake"] = nil
        menu["cake"] = 6
        print(menu)
        """#,
      lines: [
        #"["tea": 4, "cake": 5, "bread": 2]"#, "tea 4", "cake 5", "bread 2", #"["tea", "cake", "bread"] [4, 5, 2]"#,
        #"["tea": 4, "bread": 2, "cake": 6]"#,
      ]),
    LogExample(
      name: "sets print in insertion order",
      source: "var s: Set<String> = [\"b\", \"a\"]\ns.insert(\"c\")\ns.remove(\"b\")\nprint(s)",
      lines: [#"["a", "c"]"#]),
    LogExample(
      name: "reversed() and enumerated() are arrays",
      source: "print([1, 2].reversed(), [\"a\"].enumerated())",
      lines: [#"[2, 1] [(offset: 0, element: "a")]"#]),
    LogExample(
      name: "removing many keys keeps the order of the rest",
      source: #"""
        var d: [Int: Int] = [:]
        for i in 0..<100 { d[i] = i * i }
        for i in 0..<100 {
            if i % 10 != 0 { d[i] = nil }
        }
        print(d.keys, d[90]!)
        """#,
      lines: ["[0, 10, 20, 30, 40, 50, 60, 70, 80, 90] 8100"]),
  ]

  @Test("runs as docs/scenario-language.md decides", arguments: decided)
  func decides(_ example: LogExample) {
    example.check()
  }

  static let refusals: [RefusalExample] = [
    RefusalExample(
      name: "a let array", source: "let a = [1]\na[0] = 2",
      message: "cannot assign through subscript: 'a' is a 'let' constant"),
    RefusalExample(
      name: "a let dictionary", source: "let d = [\"a\": 1]\nd[\"a\"] = 2",
      message: "cannot assign through subscript: 'd' is a 'let' constant"),
    RefusalExample(
      name: "a dictionary's value must be unwrapped", source: "let d = [\"a\": 1]\nlet n: Int = d[\"a\"]",
      message: "value of optional type 'Int?' must be unwrapped to a value of type 'Int'"),
    RefusalExample(
      name: "a duplicate key in a literal", source: "let d = [\"a\": 1, \"a\": 2]",
      message: #"Dictionary literal contains duplicate keys ("a"; Swift stops the program here)"#),
    RefusalExample(
      name: "random order", source: "print([1, 2].shuffled())",
      message: "'shuffled()' is random, and a scenario's log must be the same on every run; write the order you want"),
    RefusalExample(
      name: "an array is not Hashable", source: "let s: Set<[Int]> = [[1]]",
      message:
        "type '[Int]' does not conform to protocol 'Hashable' (a dictionary key or a set element must be a String, a number, a Bool, an enum case or a Hashable struct)"
    ),
    RefusalExample(
      name: "a tuple element that does not exist", source: "let t = (1, 2)\nprint(t.2)",
      message: "value of type '(Int, Int)' has no member '2'"),
    RefusalExample(
      name: "a tuple pattern against a value that is not a tuple", source: "let (a, b) = 1",
      message: "tuple pattern cannot match values of non-tuple type 'Int'"),
    RefusalExample(
      name: "a predicate that is not a Bool", source: "print([1].filter { $0 })",
      message: "the closure of 'filter(_:)' must return a Bool, not an Int"),
  ]

  @Test("is refused as swiftc refuses it", arguments: refusals)
  func refuses(_ example: RefusalExample) {
    example.check()
  }
}
