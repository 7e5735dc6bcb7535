import { Box, Stack, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { CreditAlert } from "../../../components/credit-alert";
import { DeletedSchoolNotice } from "../../../components/deleted-school-notice";
import { ErrorNotice } from "../../../components/error-notice";
import { InvitationBanner } from "../../../components/invitation-banner";
import { myCreditsQueryKey, useMyCredits } from "../../../lib/api/get-my-credits";
import { useMe } from "../../../lib/api/get-me";
import { useMyInvitations } from "../../../lib/api/my-invitations";
import { useEssayPages } from "../api/essay-pages";
import { useListFilters } from "../hooks/use-list-filters";
import { isFiltered, NO_FILTERS } from "../utils/list-filters";
import { EssayList, EssayListSkeleton } from "./essay-list";
import { EssayListFilters } from "./essay-list-filters";
import { NoMatchingEssays } from "./no-matching-essays";
import { NewEssayMenu } from "./new-essay-menu";
import { WelcomeScreen } from "./welcome-screen";

/**
 * / : the notice of a school just deleted, the schools' invitations waiting for an answer, the
 * credit banner, the 'New essay' menu and the teacher's essays with their search and filters (or
 * the welcome screen, when the teacher has no essay at all).
 */
export function HomePage() {
  const credits = useMyCredits();
  const { filters, setFilters } = useListFilters();
  const filtered = isFiltered(filters);
  const essays = useEssayPages(filters);
  const remaining = credits.data?.data.organisation_essay_quantity_remaining;
  // Without a school there are no credits to have, whatever the count says.
  const noSchool = useMe().data?.data.relationships.organisation_ids_sorted.length === 0;
  // The invitation banner reads the same query: the credit banner below it points up to it.
  const invitationsAbove = (useMyInvitations().data?.data.length ?? 0) > 0;
  const noCredits = noSchool || (remaining !== undefined && remaining <= 0);
  const list = essays.data?.pages.flatMap((page) => page.data) ?? [];
  const total = essays.data?.pages[0]?.total ?? 0;
  const clearFilters = () => setFilters(NO_FILTERS);
  const handleLoadMore = () => void essays.fetchNextPage();

  // A correction that ends in FAILURE gives its credit back: when an essay stops being pending,
  // the credits shown may have changed.
  const queryClient = useQueryClient();
  const pendingCount = list.filter((essay) => essay.data.status === "PENDING").length;
  const lastPendingCount = useRef(pendingCount);
  useEffect(() => {
    if (pendingCount < lastPendingCount.current) void queryClient.invalidateQueries({ queryKey: myCreditsQueryKey });
    lastPendingCount.current = pendingCount;
  }, [pendingCount, queryClient]);

  return (
    <Stack spacing={3}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, flexWrap: "wrap" }}>
        <Typography variant="h1" component="h1">
          Student Essays
        </Typography>
        <NewEssayMenu disabled={noCredits} />
      </Box>
      <DeletedSchoolNotice />
      <InvitationBanner />
      {(noSchool || remaining !== undefined) && (
        <CreditAlert
          remaining={remaining ?? 0}
          lastPack={credits.data?.data.last_pack_essay_quantity}
          noSchool={noSchool}
          invitationsAbove={invitationsAbove}
        />
      )}
      {credits.error && <ErrorNotice error={credits.error} />}
      {(list.length > 0 || filtered) && <EssayListFilters filters={filters} onChange={setFilters} />}
      {essays.isPending && <EssayListSkeleton />}
      {essays.error && <ErrorNotice error={essays.error} />}
      {essays.isSuccess && list.length === 0 && !filtered && <WelcomeScreen disabled={noCredits} />}
      {essays.isSuccess && list.length === 0 && filtered && <NoMatchingEssays onClear={clearFilters} />}
      {list.length > 0 && (
        <EssayList
          essays={list}
          total={total}
          hasMore={essays.hasNextPage}
          loadingMore={essays.isFetchingNextPage}
          onLoadMore={handleLoadMore}
        />
      )}
    </Stack>
  );
}
