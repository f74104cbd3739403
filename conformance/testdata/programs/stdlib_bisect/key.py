# krait-run: --allow-import bisect
import bisect
recs = [('a', 1), ('b', 3), ('c', 5), ('d', 7)]
print(bisect.bisect_left(recs, 5, key=lambda r: r[1]), bisect.bisect_right(recs, 5, key=lambda r: r[1]))
def grade(score, breakpoints=[60, 70, 80, 90], grades='FDCBA'):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100]])
