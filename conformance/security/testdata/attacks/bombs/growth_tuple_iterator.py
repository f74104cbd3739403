# attack: keep iterators over tuples that nothing else holds: the memory walk counted a tuple iterator's items but not their array, so the run held 150 MB under a 16 MiB budget until the op limit stopped it 10 s later (issue 14; the iterator is now measured through its tuple)
# limits: memory=16MiB time=30s
# expect: limit memory
big = list(range(100_000))
keep = []
while True:
    keep.append(iter(tuple(big)))
