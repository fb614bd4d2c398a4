//! Where a build's time goes: each stage's duration, in order (`ssg build --timings`).

use std::time::{Duration, Instant};

/// Stage timings of one build.
#[derive(Default)]
pub struct Stopwatch {
    pub(crate) laps: Vec<(&'static str, Duration)>,
    since: Option<Instant>,
}

impl Stopwatch {
    /// Ends the stage running since the last lap (or since the start), naming it.
    pub(crate) fn lap(&mut self, stage: &'static str) {
        let now = Instant::now();
        let since = self.since.replace(now).unwrap_or(now);
        self.laps.push((stage, now - since));
    }

    /// Ends the stage running since the last lap as two: `stage`, and `part` (timed on its
    /// own inside it) after it.
    pub(crate) fn split(&mut self, stage: &'static str, part: (&'static str, Duration)) {
        self.lap(stage);
        if let Some((_, time)) = self.laps.last_mut() {
            *time = time.saturating_sub(part.1);
        }
        self.laps.push(part);
    }

    /// A stage timed inside another (its time is also in that one's).
    pub(crate) fn record(&mut self, stage: &'static str, time: Duration) {
        self.laps.push((stage, time));
    }

    pub(crate) fn start(&mut self) {
        self.since = Some(Instant::now());
    }
}
