# krait-run: --allow-import heapq
import heapq
logs_a = [(1, "a-start"), (4, "a-mid"), (9, "a-end")]
logs_b = [(2, "b-start"), (4, "b-mid"), (7, "b-end")]
logs_c = []
print(list(heapq.merge(logs_a, logs_b, logs_c)))
print(list(heapq.merge([9, 5, 1], [8, 2], reverse=True)))
print(list(heapq.merge(["apple", "kiwi"], ["fig", "banana"], key=len)))
scores = {"ann": 91, "bob": 78, "cy": 91, "dee": 65, "eve": 88, "fay": 99}
print(heapq.nlargest(3, scores, key=scores.get), heapq.nsmallest(2, scores.items(), key=lambda kv: kv[1]))
data = [7, 2, 9, 2, 5, 1, 8]
for n in [0, 1, 3, 7, 10, -1]:
    print(n, heapq.nsmallest(n, data), heapq.nlargest(n, data))
print(heapq.nsmallest(2, iter([3, 1, 2])), heapq.nlargest(1, []), heapq.nsmallest(3, "hello"))
h = list(range(10, 0, -1))
heapq.heapify(h)
print(h[0], len(h), [heapq.heappop(h) for _ in range(len(h))])
words = ["pear", "Apple", "fig", "banana"]
heapq.heapify(words)
print(words[0], heapq.nsmallest(4, words, key=str.lower))
