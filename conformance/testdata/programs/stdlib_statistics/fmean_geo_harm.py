import statistics as st
print(st.fmean([1, 2, 3]), st.fmean([0.1, 0.2, 0.3]), st.fmean(range(10)), st.fmean([1, 2, 3], weights=[3, 2, 1]), st.fmean([2.5, 3.5], [0.25, 0.75]))
print(st.geometric_mean([54, 24, 36]), st.geometric_mean([2, 8]), st.geometric_mean([1.5, 2.5, 3.5]))
print(st.harmonic_mean([40, 60]), st.harmonic_mean([40, 60], weights=[5, 30]), st.harmonic_mean([2.5, 3, 10]), st.harmonic_mean([5]), st.harmonic_mean([1, 0, 2]), st.harmonic_mean([7.5]))
for f in [lambda: st.fmean([]), lambda: st.geometric_mean([]), lambda: st.geometric_mean([1, -1]), lambda: st.geometric_mean([0, 1]), lambda: st.harmonic_mean([]), lambda: st.harmonic_mean([1, -1]), lambda: st.harmonic_mean([-1]), lambda: st.fmean([1, 2], weights=[1]), lambda: st.fmean([1, 2], weights=[1, -1]), lambda: st.harmonic_mean([1, 2], weights=[1])]:
    try:
        print(f())
    except st.StatisticsError as e:
        print('StatisticsError', e)
