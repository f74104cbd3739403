# krait-run: --allow-import copy
import copy
state = {"messages": [{"role": "user", "content": "hi"}], "tools": ("search", "calc"), "meta": {"turn": 1, "tags": {"a", "b"}}}
snap = copy.deepcopy(state)
shallow = copy.copy(state)
state["messages"].append({"role": "assistant", "content": "hello"})
state["meta"]["turn"] = 2
print(len(snap["messages"]), snap["meta"]["turn"], len(shallow["messages"]), shallow["meta"]["turn"])
print(snap["tools"] is state["tools"], snap["meta"]["tags"] is state["meta"]["tags"], snap == state)
class Node:
    def __init__(self, name):
        self.name, self.children, self.parent = name, [], None
    def add(self, child):
        child.parent = self
        self.children.append(child)
        return child
    def __repr__(self):
        return f"Node({self.name!r}, {len(self.children)})"
root = Node("root")
a = root.add(Node("a"))
a.add(Node("a1"))
root2 = copy.deepcopy(root)
print(root2, root2.children, root2.children[0].parent is root2, root2.children[0] is a)
memo = {}
x = [1, [2, 3]]
y = copy.deepcopy(x, memo)
print(y, id(x) in memo, len(memo) >= 2)
shared = [0]
pair = [shared, shared]
pc = copy.deepcopy(pair)
print(pc[0] is pc[1], pc[0] is shared)
print(copy.copy(5), copy.deepcopy("s"), copy.copy((1, 2)), copy.deepcopy(frozenset({1})), copy.copy(None))
cyc = []
cyc.append(cyc)
cc = copy.deepcopy(cyc)
print(cc[0] is cc, cc is not cyc)
