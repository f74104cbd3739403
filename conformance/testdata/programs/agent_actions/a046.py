# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
class Stack:
    def __init__(self):
        self._items = []
    def push(self, x):
        self._items.append(x)
    def pop(self):
        if not self._items:
            raise IndexError("pop from empty stack")
        return self._items.pop()
    def __len__(self):
        return len(self._items)
    def __bool__(self):
        return bool(self._items)
def balanced(expr):
    pairs = {")": "(", "]": "[", "}": "{"}
    st = Stack()
    for ch in expr:
        if ch in "([{":
            st.push(ch)
        elif ch in pairs:
            if not st or st.pop() != pairs[ch]:
                return False
    return not st
for e in ["(a[b]{c})", "(]", "((())", "{[()()]}", ""]:
    print(f"{e!r:12} balanced={balanced(e)}")
s = Stack()
try:
    s.pop()
except IndexError as err:
    print("Error:", err)
