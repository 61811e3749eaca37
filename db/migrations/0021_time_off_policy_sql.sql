-- An existing deployment keeps the allowance it had before the policy became data (decision
-- 033): 25 working days a year, which every leave type used to share, for the current
-- year. A fresh deployment (no employee profiles yet) gets no policy: its administrator sets one.
INSERT INTO "time_off_policies" ("year", "vacation_days", "sick_days", "personal_days", "other_days", "carry_over_cap")
SELECT EXTRACT(YEAR FROM now())::integer, 25, 25, 25, 25, 0
WHERE EXISTS (SELECT 1 FROM "employee_profiles")
ON CONFLICT ("year") DO NOTHING;
