stack = []
for ch in '([{}])':
    if ch in '([{':
        stack.append(ch)
    else:
        top = stack.pop()
        print(top, ch)
print(stack == [])
queue = [1, 2, 3]
queue.append(4)
print(queue.pop(0), queue)
def balanced(s):
    pairs = {')': '(', ']': '[', '}': '{'}
    st = []
    for c in s:
        if c in '([{':
            st.append(c)
        elif c in pairs:
            if not st or st.pop() != pairs[c]:
                return False
    return not st
print([balanced(s) for s in ['()', '(]', '([]{})', '((', '']])
