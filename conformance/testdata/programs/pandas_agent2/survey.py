# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
survey = pd.DataFrame({
    "respondent": range(1, 9),
    "satisfaction": [5, 4, 3, 5, 2, 4, 4, 1],
    "recommend": ["yes", "yes", "no", "yes", "no", "yes", "maybe", "no"],
    "age_band": ["18-24", "25-34", "25-34", "35-44", "18-24", "45+", "35-44", "45+"],
})
print(survey["satisfaction"].mean(), survey["satisfaction"].mode().tolist())
print(survey.groupby("recommend")["satisfaction"].mean().round(2))
print(pd.crosstab(survey["age_band"], survey["recommend"]))
nps = (survey["satisfaction"] >= 4).mean() - (survey["satisfaction"] <= 2).mean()
print(f"NPS-like score: {nps:.2%}")
print(survey.sort_values(["age_band", "satisfaction"]).to_string(index=False))
