import type { APIRequestContext } from "@playwright/test";
import { expect } from "../fixtures.ts";

type Created = { workspaceId: string; spaceId: string; folderId: string; listId: string };

async function post(request: APIRequestContext, url: string, data: unknown) {
  const res = await request.post(url, { data, headers: { origin: new URL(url, "http://x").origin } });
  return res;
}

/** A workspace with a space, a folder and a list, made through the API as the signed-in user. */
export async function makeWorkspace(
  request: APIRequestContext,
  baseURL: string,
  name: string,
): Promise<Created> {
  const h = { headers: { origin: baseURL } };
  const ws = await request.post(`${baseURL}/api/workspace/workspaces`, { data: { name }, ...h });
  expect(ws.status(), await ws.text()).toBe(201);
  const workspaceId = (await ws.json()).workspace.id as string;
  const space = await (
    await request.post(`${baseURL}/api/workspace/workspaces/${workspaceId}/spaces`, {
      data: { name: "Product" },
      ...h,
    })
  ).json();
  const folder = await (
    await request.post(`${baseURL}/api/workspace/spaces/${space.item.id}/folders`, {
      data: { name: "Q1" },
      ...h,
    })
  ).json();
  const list = await (
    await request.post(`${baseURL}/api/workspace/folders/${folder.item.id}/lists`, {
      data: { name: "Sprint" },
      ...h,
    })
  ).json();
  return { workspaceId, spaceId: space.item.id, folderId: folder.item.id, listId: list.item.id };
}

export async function makeTask(
  request: APIRequestContext,
  baseURL: string,
  listId: string,
  data: Record<string, unknown>,
): Promise<{ id: string; title: string }> {
  const res = await request.post(`${baseURL}/api/workspace/lists/${listId}/tasks`, {
    data,
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).task;
}

export { post };
