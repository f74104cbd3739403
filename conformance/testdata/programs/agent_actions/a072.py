# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
s = "Hello, Wörld! 👋"
b = s.encode("utf-8")
print(len(s), len(b), b[:8], b.hex()[:16])
print(b.decode("utf-8") == s, s.encode("ascii", errors="replace"), s.encode("ascii", "ignore"))
print(int("ff", 16), int("0b1010", 0), hex(48879), oct(8), bin(10), int("  42  "))
print(divmod(17, 5), divmod(-17, 5), -17 // 5, -17 % 5, 2 ** -1, 10 / 4, 7 // 2.0)
print(abs(-3.5), pow(2, 10), pow(3, 4, 5), max("apple", "Banana"), sorted(["b", "A", "c"], key=str.lower))
print(list(reversed(range(5))), [1, 2, 3][::-1], "abc"[::2], list(range(10))[2:8:3])
nums = [5, 3, 8]
nums[1:2] = [9, 9]
print(nums, nums.index(9), nums.count(9), 3 in nums)
