extension TimingCurve {
    /// The curve a script or a command line writes as text, read by the one strict parser of
    /// that format:
    ///
    /// - a name: ``names`` (`"easeInEaseOut"`), CSS's `ease-in`, `ease-out`, `ease-in-out`,
    ///   `step-start` and `step-end`, or `spring` (SwiftUI's default spring, damping ratio
    ///   0.825 and response 0.55 s);
    /// - `cubic-bezier(x1, y1, x2, y2)`, as in CSS;
    /// - `steps(n)` or `steps(n, position)`, position `jump-start`, `jump-end` (the default),
    ///   `jump-none`, `jump-both`, `start` or `end`, as in CSS;
    /// - `linear(stop, …)`, each stop an output optionally followed by one or two input
    ///   percentages (`linear(0, 0.9 60%, 1)`), as in CSS;
    /// - `spring(dampingRatio, response)`, this project's notation for SwiftUI's
    ///   `spring(response:dampingFraction:)`.
    ///
    /// Numbers follow CSS: digits with an optional fraction and exponent, no `inf`, `nan` or
    /// hexadecimal; spaces may surround every token.
    ///
    /// - Throws: ``TimingCurveError/unknownName(_:)`` for a word that names nothing,
    ///   ``TimingCurveError/invalidSyntax(text:reason:)`` for text that breaks a function's
    ///   syntax, or the error the curve's own initializer throws for values out of range.
    public init(text: String) throws(TimingCurveError) {
        let trimmed = text.trimmingSpaces
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
            self = try Self.named(trimmed, original: text)
            return
        }
        let function = String(trimmed[..<open]).trimmingSpaces
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        guard !inside.contains("("), !inside.contains(")") else {
            throw .invalidSyntax(text: text, reason: "parentheses do not nest in a timing curve")
        }
        // Counted before anything is split out, so a script's megabyte of commas costs nothing.
        let commas = inside.reduce(0) { count, character in character == "," ? count + 1 : count }
        guard commas < PiecewiseLinearCurve.maximumPointCount else {
            let limit = PiecewiseLinearCurve.maximumPointCount
            if function == "linear" {
                throw .invalidLinearStops("linear() takes at most \(limit) stops, not \(commas + 1)")
            }
            throw .invalidSyntax(
                text: function + "(…)", reason: "a timing curve takes at most \(limit) values, not \(commas + 1)")
        }
        let arguments = inside.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        func syntax(_ reason: String) -> TimingCurveError { .invalidSyntax(text: text, reason: reason) }
        switch function {
        case "cubic-bezier":
            let numbers = arguments.compactMap(Self.cssNumber)
            guard arguments.count == 4, numbers.count == 4 else {
                throw syntax("cubic-bezier takes 4 numbers, as in cubic-bezier(0.25, 0.1, 0.25, 1)")
            }
            self = try TimingCurve(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3])
        case "steps":
            guard (1...2).contains(arguments.count), let count = Self.cssInteger(arguments[0]) else {
                throw syntax("steps takes a whole number of steps and an optional position, as in steps(4, jump-end)")
            }
            var position = StepCurve.Position.end
            if arguments.count == 2 {
                guard let named = StepCurve.Position(cssName: arguments[1]) else {
                    throw syntax(
                        "the position is jump-start, jump-end, jump-none, jump-both, start or end, not '\(arguments[1])'"
                    )
                }
                position = named
            }
            self = .steps(try StepCurve(count: count, position: position))
        case "linear":
            var stops: [PiecewiseLinearCurve.Stop] = []
            for argument in arguments {
                let words = argument.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
                guard (1...3).contains(words.count), let output = Self.cssNumber(words[0]) else {
                    throw syntax(
                        "each linear() stop is a number, then up to two percentages, as in linear(0, 0.9 60%, 1)")
                }
                var inputs: [Double] = []
                for word in words.dropFirst() {
                    guard word.hasSuffix("%"), let percent = Self.cssNumber(String(word.dropLast())) else {
                        throw syntax("a linear() stop's input is a percentage such as 60%, not '\(word)'")
                    }
                    inputs.append(percent / 100)
                }
                // Two inputs are the same output held from the first to the second.
                stops.append(.init(output: output, input: inputs.first))
                if inputs.count == 2 { stops.append(.init(output: output, input: inputs[1])) }
            }
            self = .piecewiseLinear(try PiecewiseLinearCurve(stops: stops))
        case "spring":
            if arguments.contains(where: { $0.contains(":") }) {
                self = .spring(try Self.labelledSpring(arguments, syntax))
                return
            }
            let numbers = arguments.compactMap(Self.cssNumber)
            guard arguments.count == 2, numbers.count == 2 else {
                throw syntax(Self.springForms)
            }
            self = .spring(try Spring(dampingRatio: numbers[0], response: numbers[1]))
        default:
            throw syntax("the curve functions are cubic-bezier, steps, linear and spring")
        }
    }

    /// What `spring(…)` accepts, for its syntax errors.
    private static let springForms =
        "spring takes a damping ratio and a response in seconds, as in spring(0.5, 0.4), "
        + "or SwiftUI's spring(duration: 0.5, bounce: 0.3), or Core Animation's spring(mass: 1, stiffness: 100, damping: 10), "
        + "each with an optional velocity: 2"

    /// `spring(duration: 0.5, bounce: 0.3)` (SwiftUI) or `spring(mass: 1, stiffness: 100,
    /// damping: 10)` (Core Animation), each with an optional `velocity:`; bounce defaults to 0
    /// and mass to 1, as in those frameworks.
    private static func labelledSpring(
        _ arguments: [String], _ syntax: (String) -> TimingCurveError
    ) throws(TimingCurveError) -> Spring {
        var values: [String: Double] = [:]
        for argument in arguments {
            let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let value = cssNumber(String(parts[1]).trimmingSpaces) else {
                throw syntax(
                    "every argument of a labelled spring is a label and a number, as in bounce: 0.3, not '\(argument)'")
            }
            let label = String(parts[0]).trimmingSpaces
            guard ["duration", "bounce", "mass", "stiffness", "damping", "velocity"].contains(label) else {
                throw syntax("unknown spring label '\(label)' (" + springForms + ")")
            }
            guard values.updateValue(value, forKey: label) == nil else {
                throw syntax("the spring label '\(label)' is given twice")
            }
        }
        let velocity = values["velocity"] ?? 0
        if let duration = values["duration"] {
            guard values["mass"] == nil, values["stiffness"] == nil, values["damping"] == nil else {
                throw syntax("a spring is given by duration and bounce or by mass, stiffness and damping, not both")
            }
            return try Spring(duration: duration, bounce: values["bounce"] ?? 0, initialVelocity: velocity)
        }
        guard values["bounce"] == nil, let stiffness = values["stiffness"], let damping = values["damping"] else {
            throw syntax(springForms)
        }
        return try Spring(mass: values["mass"] ?? 1, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }

    /// The names the text parser knows beyond ``names``.
    private static func named(_ name: String, original: String) throws(TimingCurveError) -> TimingCurve {
        switch name {
        case "ease-in": return .easeIn
        case "ease-out": return .easeOut
        case "ease-in-out": return .easeInEaseOut
        case "step-start": return .steps(try StepCurve(count: 1, position: .start))
        case "step-end": return .steps(try StepCurve(count: 1, position: .end))
        case "spring":
            return .spring(try Spring(dampingRatio: Spring.defaultDampingRatio, response: Spring.defaultResponse))
        default:
            do { return try TimingCurve(named: name) } catch { throw .unknownName(original) }
        }
    }

    /// A CSS `<number>`: an optional sign, digits with an optional fraction (or a fraction
    /// alone), and an optional exponent; nil for anything else, and for what overflows.
    static func cssNumber(_ text: String) -> Double? {
        var characters = Substring(text)
        if characters.first == "+" || characters.first == "-" { characters = characters.dropFirst() }
        let mantissa = characters.prefix { $0 != "e" && $0 != "E" }
        let exponent = characters.dropFirst(mantissa.count)
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let isDigits = { (part: Substring) in part.allSatisfy { $0.isASCII && $0.isNumber } }
        guard parts.allSatisfy(isDigits), parts.contains(where: { !$0.isEmpty }) else { return nil }
        if !exponent.isEmpty {
            var power = exponent.dropFirst()
            if power.first == "+" || power.first == "-" { power = power.dropFirst() }
            guard !power.isEmpty, isDigits(power) else { return nil }
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// A CSS `<integer>` within `Int`: an optional sign and digits.
    static func cssInteger(_ text: String) -> Int? {
        var digits = Substring(text)
        if digits.first == "+" || digits.first == "-" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}

extension String {
    /// The text without the spaces and tabs around it.
    fileprivate var trimmingSpaces: String {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
