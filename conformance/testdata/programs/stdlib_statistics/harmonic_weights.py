import statistics as st
print(st.harmonic_mean([1, 2, 4]), st.harmonic_mean([2.5, 5.0]), st.harmonic_mean([10, 20], weights=[1, 3]), st.harmonic_mean([1.5, 2.5], weights=[0.25, 0.75]), st.harmonic_mean([3, 0, 5], weights=[1, 0, 1]))
print(st.fmean([1, 2, 3], weights=[0.5, 0.25, 0.25]), st.fmean(iter([4, 5])), st.fmean([10**20, 1]), st.geometric_mean([1, 10, 100]), st.geometric_mean([0.5, 2]))
