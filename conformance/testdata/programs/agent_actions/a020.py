# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
word_list = ["level", "python", "Racecar", "noon", "agent", "A man a plan a canal Panama"]
def is_palindrome(s):
    cleaned = "".join(ch.lower() for ch in s if ch.isalnum())
    return cleaned == cleaned[::-1]
results = {w: is_palindrome(w) for w in word_list}
for w, ok in results.items():
    print(f"{w!r:35} -> {'palindrome' if ok else 'no'}")
print(sum(results.values()), "palindromes found")
print("python".upper(), "Python".swapcase(), "  spaced  ".strip().title(), "a-b-c".split("-"))
