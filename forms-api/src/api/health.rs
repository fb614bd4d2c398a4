//! Health for load balancers and supervisors, as the ecosystem names it: liveness (the process
//! answers) and readiness (it can do its work now; see `crate::health`).

use std::sync::Arc;

use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use super::Tags;
use crate::state::State;

#[derive(Debug, Object)]
pub struct Health {
    /// `ok`, or `unavailable`.
    pub status: String,
    /// Why the instance is not ready, for the operator.
    #[oai(skip_serializing_if_is_none)]
    pub reason: Option<String>,
}

#[derive(ApiResponse)]
pub enum Readiness {
    /// Ready: the database takes writes and the mail queue moves.
    #[oai(status = 200)]
    Ready(Json<Health>),
    /// Not ready now; `reason` says why.
    #[oai(status = 503)]
    Unavailable(Json<Health>),
}

pub struct HealthApi {
    pub state: Arc<State>,
}

#[OpenApi(tag = "Tags::Health")]
impl HealthApi {
    /// Liveness: 200 while the process answers, whatever the database does (restart on failure).
    #[oai(path = "/health/live", method = "get", operation_id = "live")]
    async fn live(&self) -> Json<Health> {
        Json(Health { status: "ok".into(), reason: None })
    }

    /// Readiness: 200 when the database answers and takes a write within two seconds and no
    /// mail waits for a sender; 503 with the reason otherwise (send no traffic).
    #[oai(path = "/health/ready", method = "get", operation_id = "ready")]
    async fn ready(&self) -> Readiness {
        self.readiness().await
    }

    /// Readiness, at the address of earlier versions.
    #[oai(path = "/health", method = "get", operation_id = "health")]
    async fn health(&self) -> Readiness {
        self.readiness().await
    }
}

impl HealthApi {
    async fn readiness(&self) -> Readiness {
        let now = self.state.clock.now();
        match crate::health::readiness(&self.state.db, now).await {
            Ok(()) => Readiness::Ready(Json(Health { status: "ok".into(), reason: None })),
            Err(reason) => {
                tracing::warn!(%reason, "not ready");
                Readiness::Unavailable(Json(Health {
                    status: "unavailable".into(),
                    reason: Some(reason),
                }))
            }
        }
    }
}
