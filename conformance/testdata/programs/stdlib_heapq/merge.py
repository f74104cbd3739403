# krait-run: --allow-import heapq
import heapq
print(list(heapq.merge([1, 3, 5, 7], [0, 2, 4, 8], [5, 10, 15])))
print(list(heapq.merge()))
print(list(heapq.merge([], [1])))
print(list(heapq.merge(['apple', 'fig'], ['kiwi', 'banana'], key=len)))
print(list(heapq.merge([9, 5, 1], [8, 4, 2], reverse=True)))
print(list(heapq.merge([(1, 'a'), (2, 'a')], [(1, 'b'), (2, 'b')], key=lambda p: p[0])))
