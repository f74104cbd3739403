# traceback: full
tree = {
    "name": "root", "size": 0, "children": [
        {"name": "docs", "size": 0, "children": [
            {"name": "readme.md", "size": 1200, "children": []},
            {"name": "guide.pdf", "size": 250000, "children": []},
        ]},
        {"name": "src", "size": 0, "children": [
            {"name": "main.py", "size": 4300, "children": []},
            {"name": "utils", "size": 0, "children": [
                {"name": "io.py", "size": 2100, "children": []},
                {"name": "fmt.py", "size": 980, "children": []},
            ]},
        ]},
        {"name": "LICENSE", "size": 1070, "children": []},
    ],
}

def total_size(node):
    return node["size"] + sum(total_size(c) for c in node["children"])

def render(node, prefix="", last=True, root=True):
    lines = []
    label = f"{node['name']} ({total_size(node):,} B)"
    lines.append(label if root else prefix + ("└── " if last else "├── ") + label)
    kids = node["children"]
    for i, child in enumerate(kids):
        ext = "" if root else ("    " if last else "│   ")
        lines.extend(render(child, prefix + ext, i == len(kids) - 1, False))
    return lines

print("\n".join(render(tree)))

def find(node, pred, path=()):
    path = path + (node["name"],)
    if pred(node):
        yield "/".join(path)
    for c in node["children"]:
        yield from find(c, pred, path)
print(list(find(tree, lambda n: n["name"].endswith(".py"))))
print(list(find(tree, lambda n: n["size"] > 2000)))

def depth(node):
    return 1 + max((depth(c) for c in node["children"]), default=0)
print("depth", depth(tree))

def flatten(xs):
    for x in xs:
        if isinstance(x, (list, tuple)):
            yield from flatten(x)
        else:
            yield x
print(list(flatten([1, [2, [3, (4, 5)], 6], [[[7]]]])))
def hanoi(n, a="A", b="B", c="C", moves=None):
    moves = [] if moves is None else moves
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append((a, c))
        hanoi(n - 1, b, a, c, moves)
    return moves
print(len(hanoi(10)), hanoi(3))
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3))
def runaway(n):
    return runaway(n + 1) + 1
runaway(0)
