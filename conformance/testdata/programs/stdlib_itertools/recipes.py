# krait-run: --allow-import operator
import itertools, operator
def take(n, iterable):
    return list(itertools.islice(iterable, n))
def flatten(list_of_lists):
    return itertools.chain.from_iterable(list_of_lists)
def powerset(iterable):
    s = list(iterable)
    return itertools.chain.from_iterable(itertools.combinations(s, r) for r in range(len(s) + 1))
def unique_everseen(iterable):
    seen = set()
    for element in itertools.filterfalse(lambda x: x in seen, iterable):
        seen.add(element)
        yield element
def grouper(iterable, n, fillvalue=None):
    args = [iter(iterable)] * n
    return itertools.zip_longest(*args, fillvalue=fillvalue)
def dotproduct(a, b):
    return sum(map(operator.mul, a, b))
print(take(3, itertools.count(7)))
print(list(flatten([[1, 2], [3], []])))
print(list(powerset([1, 2, 3])))
print(list(unique_everseen('AAAABBBCCDAABBB')))
print(list(grouper('ABCDEFG', 3, 'x')))
print(dotproduct([1, 2, 3], [4, 5, 6]))
print(list(itertools.starmap(operator.add, itertools.pairwise(range(6)))))
