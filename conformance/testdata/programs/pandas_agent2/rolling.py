# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
prices = pd.Series([100, 102, 101, 105, 107, 106, 110, 108, 111, 115],
                   index=pd.date_range("2024-01-01", periods=10, freq="D"))
print(prices.rolling(3).mean())
print(prices.pct_change().round(4))
print(prices.rolling(window=5).std().round(3).dropna())
ewm = prices.ewm(span=3).mean()
print(ewm.round(3))
returns = prices.pct_change().dropna()
print(f"Mean daily return: {returns.mean():.4%}")
print(f"Cumulative return: {(prices.iloc[-1] / prices.iloc[0] - 1):.2%}")
print(prices.cummax().tolist())
