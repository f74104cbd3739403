inf, nan = float('inf'), float('nan')
print(inf, -inf, nan, inf - inf, inf * 0, nan == nan, nan != nan, inf > 1e308, -inf < 0, inf == inf, 0.0 == -0.0, str(-0.0), repr(-nan))
