# krait-run: --allow-import heapq
import heapq
data = [5, 1, 8, 3, 9, 2, 7, 2, 6, 9]
print(heapq.nlargest(3, data), heapq.nsmallest(3, data))
print(heapq.nlargest(1, data), heapq.nsmallest(1, data), heapq.nlargest(0, data), heapq.nsmallest(-1, data))
print(heapq.nlargest(20, data), heapq.nsmallest(20, iter(data)))
words = ['pear', 'fig', 'banana', 'kiwi', 'apple', 'date']
print(heapq.nlargest(2, words, key=len), heapq.nsmallest(3, words, key=len))
recs = [('a', 3), ('b', 1), ('c', 3), ('d', 2), ('e', 3)]
print(heapq.nlargest(2, recs, key=lambda r: r[1]), heapq.nsmallest(2, recs, key=lambda r: -r[1]))
print(heapq.nlargest(1, [], key=len), heapq.nsmallest(2, []))
