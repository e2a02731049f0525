// Generated from the server's OpenAPI document by scripts/generate-admin-api-types.mjs. Do not edit.
export interface paths {
    "/services/api/audit/organization/{orgId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dziennik zmian organizacji, od najnowszych
         * @description Kto, kiedy i co zmienił: ustawienia, uprawnienia, stan projektów; stare i nowe wartości (klucze integracji jako '••••'). Filtry: action (np. organization.update, permissions.change, project.deactivate) i eventId.
         */
        get: operations["getAuditOrganizationByOrgId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/auth/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Potwierdzenie rejestracji (token z odnośnika); od razu loguje */
        post: operations["postAuthConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/auth/facebook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Logowanie przez Facebook: przekierowanie do strony zgody dostawcy
         * @description Działa, gdy włączone jest FACEBOOK_SIGN_IN; inaczej 404. state to domena (origin), na którą wraca użytkownik — tylko nasze domeny, inaczej adres publiczny. Wywołane na innym hoście przekierowuje najpierw na adres publiczny (tam jest ciasteczko przepływu).
         */
        get: operations["getAuthFacebook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/auth/facebook/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Powrót z Facebook: wymiana kodu, zalogowanie i przekierowanie na /glowne/zalogowano
         * @description Sukces: 302 na <origin>/glowne/zalogowano#token=<jwt>. Błąd (odmowa zgody, zły lub wygasły state, nieudana wymiana kodu, niepotwierdzony e-mail): 302 na <origin>/glowne/zaloguj?error=<kod>&provider=<dostawca>.
         */
        get: operations["getAuthFacebookCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/auth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Logowanie przez Google: przekierowanie do strony zgody dostawcy
         * @description Działa, gdy włączone jest GOOGLE_SIGN_IN; inaczej 404. state to domena (origin), na którą wraca użytkownik — tylko nasze domeny, inaczej adres publiczny. Wywołane na innym hoście przekierowuje najpierw na adres publiczny (tam jest ciasteczko przepływu).
         */
        get: operations["getAuthGoogle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/auth/google/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Powrót z Google: wymiana kodu, zalogowanie i przekierowanie na /glowne/zalogowano
         * @description Sukces: 302 na <origin>/glowne/zalogowano#token=<jwt>. Błąd (odmowa zgody, zły lub wygasły state, nieudana wymiana kodu, niepotwierdzony e-mail): 302 na <origin>/glowne/zaloguj?error=<kod>&provider=<dostawca>.
         */
        get: operations["getAuthGoogleCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Logowanie e-mailem i hasłem
         * @description Zły e-mail i złe hasło dają tę samą odpowiedź 401 INVALID_CREDENTIALS. Niepotwierdzone konto: 403 ACCOUNT_PENDING. Bez blokady konta: nieudane próby spowalniają parę (konto, IP) rosnącym czasem oczekiwania, a adres IP ma luźniejszy limit nieudanych prób na wszystkie konta; próba przed upływem czasu: 429 z nagłówkiem Retry-After.
         */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Wylogowanie: token przestaje działać (do końca jego ważności jest na liście unieważnionych) */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejestracja: konto oczekuje na potwierdzenie odnośnikiem z e-maila
         * @description Podanie organizationName zakłada organizację przy potwierdzeniu (użytkownik zostaje jej właścicielem). Ponowna rejestracja niepotwierdzonego konta wysyła nowy odnośnik. Adres, który ma już konto, dostaje tę samą odpowiedź 201 (bez ujawniania, że konto istnieje), a jego właściciel wiadomość o próbie rejestracji z odnośnikami do logowania i zmiany hasła.
         */
        post: operations["postAuthRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prośba o odnośnik do zmiany hasła (odpowiedź zawsze ta sama) */
        post: operations["postAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/auth/reset-password/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ustawienie nowego hasła (token z odnośnika); kończy wszystkie sesje */
        post: operations["postAuthResetPasswordConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/billings/{organizationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Należności uczestnika lub klienta z sumami (od daty albo do daty)
         * @description Należności przeliczone na teraz. dateOver: termin po dacie; dateUpTo: termin do daty włącznie; obu naraz nie można użyć (400). Sumy bez anulowanych.
         */
        get: operations["getBillingsByOrganizationId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/billings/{organizationId}/{billingId}/payments/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Usunięcie wpłaty z należności: przeliczenie i wyczyszczenie daty zapłaty
         * @description Wpłata znika z należności (i z rozliczenia rekordu wpłaty); należność jest przeliczana, data zapłaty czyszczona. Zły indeks: 400 „bad index”. Zapisywane w dzienniku zmian.
         */
        delete: operations["deleteBillingsByOrganizationIdByBillingIdPaymentsByIndex"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/billings/{organizationId}/manual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ręczna opłata (należność isManual) z kategorią, kwotą netto, VAT i terminem
         * @description Wymagane: amount, requiredDate i eventId (400 „pole … jest wymagane”), kategoria oraz uczestnik albo klient. Zapisywana w dzienniku zmian.
         */
        post: operations["postBillingsByOrganizationIdManual"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/billings/{organizationId}/manual-discount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ręczny rabat lub dopłata, rozdzielane na należności według kolejności statusów
         * @description Kwota zastępuje dotychczasowy rabat; 0 go usuwa. Zapisywany w dzienniku zmian.
         */
        put: operations["putBillingsByOrganizationIdManualDiscount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/bot-protection/{eventId}/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Wyzwanie ochrony przed botami dla formularza zapisów (rozwiązywane przed wysłaniem)
         * @description Odpowiedź 'off': formularz wysyła zgłoszenie bez potwierdzenia. W przeciwnym razie formularz rozwiązuje wyzwanie i wysyła { provider: protection, token } w polu botProtection zgłoszenia. Bez ciasteczek.
         */
        get: operations["getBotProtectionByEventIdChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/console-error": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Zgłoszenie błędu z przeglądarki (console-error) */
        post: operations["postConsoleError"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/customers/{organizationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Klienci organizacji (siatka klientów z kwotami należności, szukanie, sortowanie, strony) */
        get: operations["getCustomersByOrganizationId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/customers/{organizationId}/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Karta klienta */
        get: operations["getCustomersByOrganizationIdByCustomerId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edycja klienta (w tym przełączniki twoPeople i hasGuardian) */
        patch: operations["patchCustomersByOrganizationIdByCustomerId"];
        trace?: never;
    };
    "/services/api/customers/{organizationId}/{customerId}/participations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Udziały klienta: uczestnicy, których zapisał lub za których płaci, we wszystkich projektach */
        get: operations["getCustomersByOrganizationIdByCustomerIdParticipations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/customers/{organizationId}/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Eksport klientów do CSV (UTF-8 z BOM, separator ;, kwoty jako 1 234,56)
         * @description Kolumny siatki klientów z etykietami (bez identyfikatorów); kolumny drugiej osoby i opiekuna tylko przy włączonych ustawieniach twoPeople / hasGuardian organizacji.
         */
        get: operations["getCustomersByOrganizationIdExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/customers/{organizationId}/export.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Eksport klientów do XLSX (kwoty jako liczby w złotych)
         * @description Kolumny siatki klientów z etykietami (bez identyfikatorów); kolumny drugiej osoby i opiekuna tylko przy włączonych ustawieniach twoPeople / hasGuardian organizacji.
         */
        get: operations["getCustomersByOrganizationIdExportXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/customers/{organizationId}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Połączenie klientów: uczestnicy i należności przechodzą do klienta docelowego */
        post: operations["postCustomersByOrganizationIdMerge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/dashboard/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kokpit projektu: zapisy, miejsca, pieniądze i sprawy do decyzji */
        get: operations["getDashboardByEventId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/env": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Środowisko: wersja, ścieżki API i plików, rodzaj magazynu danych */
        get: operations["getEnv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/event-deliveries/{eventId}/failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Nieudane dostawy zdarzeń projektu, od najnowszych */
        get: operations["getEventDeliveriesByEventIdFailed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/event-deliveries/{eventId}/failed/{domainEventId}/{subscriberId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ponowienie dostawy zdarzenia projektu do subskrybenta (teraz, z pełną liczbą prób) */
        post: operations["postEventDeliveriesByEventIdFailedByDomainEventIdBySubscriberIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/event-deliveries/{eventId}/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subskrybenci zdarzeń z liczbą nieudanych dostaw zdarzeń projektu */
        get: operations["getEventDeliveriesByEventIdSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/forms/{eventId}/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Formularz projektu: szkic, wersja opublikowana i numer wersji szkicu */
        get: operations["getFormsByEventIdByType"];
        /** Zapis szkicu formularza (definicję pól wylicza serwer; revision chroni przed nadpisaniem) */
        put: operations["putFormsByEventIdByType"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/forms/{eventId}/{type}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publikacja szkicu formularza (formularz zapisów musi mieć imię, nazwisko i e-mail) */
        post: operations["postFormsByEventIdByTypePublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/forms/preview/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Podgląd szkicu formularza (wysyłanie wyłączone) */
        get: operations["getFormsPreviewByUid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/forms/public/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opublikowany formularz projektu dla widżetu (produkty, cennik, raty, dostępność) */
        get: operations["getFormsPublicByDomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/images/{orgId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Przesłanie obrazu organizacji (logo): PNG lub JPG do 2 MB, multipart/form-data z polem file */
        post: operations["postImagesByOrgId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/importexport/create-balances/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bilans otwarcia klientów organizacji {a} na miesiąc {b} (RRRR-MM)
         * @description Pusta treść (spec §7). Przelicza dla każdego klienta organizacji {a} saldo na początek miesiąca {b}: należności z rozliczeń wcześniejszych okresów (rok/miesiąc rozliczenia, a bez nich data wymagalności; bez anulowanych; netto, albo brutto gdy organizacja fakturuje z VAT, plus rabat ręczny) minus wpłaty na nich sprzed tego miesiąca. Wynik w groszach: dodatni to zaległość, ujemny nadpłata. Zapis w kolekcji balances (jeden dokument na klienta i miesiąc); ponowne wywołanie zastępuje wynik (idempotentne). Odpowiedź: sumy dla organizacji.
         */
        post: operations["postImportexportCreateBalancesByAByB"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/importexport/export/{orgId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Eksport danych organizacji (archiwum JSON)
         * @description Wszystkie dokumenty z organizationId organizacji, ze wszystkich kolekcji, jako Extended JSON (typy BSON, np. daty, są zachowane), oraz konta jej osób RAZEM ZE SKRÓTAMI HASEŁ, aby import przywracał logowanie: archiwum jest tak poufne jak kopia bazy. Klucze integracji pozostają zaszyfrowane (docelowa instalacja potrzebuje tego samego ZAPISY_SECRETS_KEY).
         */
        get: operations["getImportexportExportByOrgId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/importexport/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import archiwum organizacji do magazynu bez jej danych
         * @description Wstawia wszystkie dokumenty archiwum w jednej transakcji. 409, gdy magazyn zawiera już jakikolwiek dokument tej organizacji albo gdy e-mail konta z archiwum należy do innego konta; konta o tym samym identyfikatorze są pomijane.
         */
        post: operations["postImportexportImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Zalogowany użytkownik */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edycja własnych danych; zmiana adresu e-mail i hasła wymaga obecnego hasła, zmiana hasła zwraca nowy token */
        patch: operations["patchMe"];
        trace?: never;
    };
    "/services/api/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Moje sesje: trwające logowania, od najnowszego */
        get: operations["getMeSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/me/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Zakończenie jednej z moich sesji (jej token przestaje działać od razu) */
        delete: operations["deleteMeSessionsBySessionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/me/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Wylogowanie ze wszystkich innych urządzeń; ta sesja dostaje nowy token */
        post: operations["postMeSessionsEndOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Nowa organizacja dla istniejącego użytkownika (administrator serwisu)
         * @description Tworzy organizację z domyślnymi ustawieniami (ryczałt 8,5%, termin płatności 14 dni, VAT np, numeracja xxxx/yyyy roczna, status free); właściciel dostaje rolę admin. Samodzielne zakładanie organizacji odbywa się przy rejestracji.
         */
        put: operations["putOrganization"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/organization/{orgId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Organizacja i jej ustawienia (klucze integracji jako { set }) */
        get: operations["getOrganizationByOrgId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Zmiana ustawień organizacji (dowolny podzbiór pól)
         * @description Pola pominięte pozostają bez zmian; grupy (np. invoicing) są łączone pole po polu. Klucz integracji: nowy tekst, '' aby usunąć, { set } aby pozostawić. Status subskrypcji i integrations.useSystemPaymentAccounts (płatności przez systemowe konta serwisu) zmienia tylko administrator serwisu: inna zmiana tych pól to 403, ta sama wartość nie jest zmianą. Zmiany trafiają do dziennika zmian.
         */
        patch: operations["patchOrganizationByOrgId"];
        trace?: never;
    };
    "/services/api/organization/{orgId}/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Wysłane wiadomości organizacji ('Wysłane'), od najnowszych */
        get: operations["getOrganizationByOrgIdOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/organization/{orgId}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Uprawnienia w organizacji (zastępuje listę)
         * @description Każdy wpis: userId, rola (admin, payments, employee, reception, guest) i opcjonalne okno od–do (puste końce są otwarte; do nie może być wcześniejsze niż od). Właściciel organizacji zawsze ma rolę admin.
         */
        put: operations["putOrganizationByOrgIdPermissions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/organization/{orgId}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Wyszukiwanie użytkowników organizacji po e-mailu lub imieniu i nazwisku
         * @description Do wyboru osoby w uprawnieniach: użytkownicy organizacji i osoby, które jej ustawienia wskazują (właściciel, uprawnieni), do 20, po nazwisku. Osoba bez organizacji tylko po pełnym adresie e-mail. `ids` zwraca wskazane osoby (nazwy na liście uprawnień). Odpowiedź nie zawiera innych danych konta.
         */
        get: operations["getOrganizationByOrgIdUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/organizations/{organizationId}/integrations/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sprawdzenie kluczy operatora płatności (Sprawdź połączenie)
         * @description Wykonuje najtańsze uwierzytelnione zapytanie do operatora z zapisanymi kluczami, nadpisanymi niezapisanymi wartościami z formularza (pusty klucz = zapisany). Nieudane sprawdzenie to zwykła odpowiedź 200 z ok: false, powodem i komunikatem. Nic nie jest zapisywane; klucze nie są zwracane ani logowane.
         */
        post: operations["postOrganizationsByOrganizationIdIntegrationsCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/organizations/{organizationId}/payment-onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rejestracja sprzedawcy u operatora płatności: formularze i stan
         * @description Operatorzy, u których organizacja może zarejestrować się przez konto partnerskie platformy (Przelewy24 Marketplace), z formularzem (JSON Schema), kontem, przez które nastąpi rejestracja, i stanem rejestracji.
         */
        get: operations["getOrganizationsByOrganizationIdPaymentOnboarding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/organizations/{organizationId}/payment-onboarding/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejestracja organizacji jako sprzedawcy u operatora płatności
         * @description Sprawdza formularz schematem operatora i jego regułami (PESEL, NIP, REGON, KRS…), wysyła rejestrację kontem partnerskim i zapisuje nadany identyfikator sprzedawcy w ustawieniach płatności organizacji (audyt). Jedna rejestracja na organizację i operatora: ponowna to 409. Odmowa operatora lub niepełne konto partnerskie: 409; operator niedostępny: 503 (nic nie zapisano).
         */
        post: operations["postOrganizationsByOrganizationIdPaymentOnboardingByProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/organizations/{orgId}/event-deliveries/failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Nieudane dostawy zdarzeń organizacji (spoza projektów), od najnowszych */
        get: operations["getOrganizationsByOrgIdEventDeliveriesFailed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/organizations/{orgId}/event-deliveries/failed/{domainEventId}/{subscriberId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ponowienie dostawy zdarzenia organizacji (spoza projektów) do subskrybenta (teraz, z pełną liczbą prób) */
        post: operations["postOrganizationsByOrgIdEventDeliveriesFailedByDomainEventIdBySubscriberIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/organizations/{orgId}/event-deliveries/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subskrybenci zdarzeń z liczbą nieudanych dostaw zdarzeń organizacji (spoza projektów) */
        get: operations["getOrganizationsByOrgIdEventDeliveriesSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/participants/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dodanie uczestnika przez organizatora (ten sam przebieg co zapis z formularza)
         * @description Dane sprawdza opublikowany formularz, kwoty wylicza serwer, klient jest dopasowany po e-mailu. Odpowiedź jak POST /registrations/{eventId}: 201 z registrationId i uczestnikami albo 400/409.
         */
        post: operations["postParticipantsByEventId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/participants/{eventId}/{participantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Uczestnik */
        get: operations["getParticipantsByEventIdByParticipantId"];
        put?: never;
        post?: never;
        /** Usunięcie uczestnika (status cancelled i data usunięcia; zwalnia miejsce) */
        delete: operations["deleteParticipantsByEventIdByParticipantId"];
        options?: never;
        head?: never;
        /** Edycja danych uczestnika (pola formularza; null lub pusty tekst usuwa pole) */
        patch: operations["patchParticipantsByEventIdByParticipantId"];
        trace?: never;
    };
    "/services/api/participants/{eventId}/{participantId}/billings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Harmonogram należności uczestnika (raty, terminy, kwoty w groszach) i sumy
         * @description Należności uczestnika (sourceId = id uczestnika) przeliczone na teraz, posortowane po terminie. totals.required: do zapłaty do dziś (z zaległymi); totals.overdue: zaległe.
         */
        get: operations["getParticipantsByEventIdByParticipantIdBillings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/participants/{eventId}/{participantId}/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Zmiana klienta uczestnika (razem z jego należnościami) */
        post: operations["postParticipantsByEventIdByParticipantIdCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/participants/{eventId}/{participantId}/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Linki uczestnika: formularz, płatność, ankieta (w domenie projektu) */
        get: operations["getParticipantsByEventIdByParticipantIdLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/participants/{eventId}/{participantId}/present": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Oznaczenie obecności (status present, bilet spotkania validated) */
        post: operations["postParticipantsByEventIdByParticipantIdPresent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/participants/{eventId}/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Eksport uczestników do CSV (UTF-8 z BOM, separator ;, kwoty jako 1 234,56) */
        get: operations["getParticipantsByEventIdExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/participants/{eventId}/export.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Eksport uczestników do XLSX (kwoty jako liczby w złotych) */
        get: operations["getParticipantsByEventIdExportXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/participants/public/{eventId}/{p}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Zgłoszenie uczestnika z jego linku do formularza (do poprawienia danych)
         * @description Odpowiedzi uczestnika na pola opublikowanego formularza zapisów, jego imię i nazwisko, status słownie i pola, których zmianę ustala organizator.
         */
        get: operations["getParticipantsPublicByEventIdByP"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Poprawienie danych przez uczestnika z jego linku do formularza
         * @description Dane sprawdza opublikowany formularz. Zmiana pola, które ustala organizator (produkt, raty, opcje z ceną, pola czytane przez reguły cennika i widoczności), to 400; przy każdym błędzie nic nie jest zapisane.
         */
        patch: operations["patchParticipantsPublicByEventIdByP"];
        trace?: never;
    };
    "/services/api/payment-rules/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cennik projektu (reguły płatności) */
        get: operations["getPaymentRulesByEventId"];
        /** Zapis cennika (kwoty w groszach, warunki json-logic na polach formularza zapisów) */
        put: operations["putPaymentRulesByEventId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/payments/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista wpłat projektu (/admin/listy/wplaty): filtry, wyszukiwanie, sortowanie, sumy
         * @description Wyszukiwanie bez względu na wielkość liter i polskie znaki: płatnik (imię, nazwisko, e-mail), tytuł, paymentId, extPaymentId. Domyślnie bez zarchiwizowanych, od najnowszych. Sumy obejmują wszystkie pasujące wiersze.
         */
        get: operations["getPaymentsByEventId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/payments/{eventId}/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Wpłata: rozliczenie na należnościach, zwroty i dziennik powiadomień bramki
         * @description Dziennik bez surowej treści i nagłówków powiadomień.
         */
        get: operations["getPaymentsByEventIdByPaymentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Uwagi i archiwizacja wpłaty */
        patch: operations["patchPaymentsByEventIdByPaymentId"];
        trace?: never;
    };
    "/services/api/payments/{eventId}/{paymentId}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Zwrot wpłaty (akcja „zwrot” w tabeli uczestników), pełny lub częściowy
         * @description Domyślnie zwraca wszystko, co z wpłaty zostało na należnościach. Online: zwrot zlecany bramce (status zwrotu pending do powiadomienia bramki); gotówka i przelew: od razu. Więcej niż pozostało → 400, wpłata niezakończona → 409, zwrot zwrotu → 400, odmowa bramki → 409, bramka niedostępna → 503. markRefunded: po pełnym zwrocie uczestnik bez żadnych wpłat dostaje status „Zwrot wpłaty”.
         */
        post: operations["postPaymentsByEventIdByPaymentIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/payments/{eventId}/{paymentId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Odrzucenie wstrzymanej wpłaty: zostaje nierozliczona, z uwagą organizatora */
        post: operations["postPaymentsByEventIdByPaymentIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/payments/{eventId}/{paymentId}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Przyjęcie wstrzymanej wpłaty (kwota lub waluta niezgodna) i rozliczenie jej
         * @description Domyślnie z kwotą zgłoszoną przez bramkę; obie kwoty zapisane w review. Wpłata niewstrzymana lub już rozstrzygnięta → 409.
         */
        post: operations["postPaymentsByEventIdByPaymentIdRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/payments/{eventId}/cash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wpłata gotówkowa uczestnika (akcja „dodaj wpłatę gotówkową” w tabeli uczestników)
         * @description Wpłata ze statusem Wpłacono, od razu rozliczona na należnościach uczestnika (webhook payment-executed). Kwota w groszach > 0, data nie z przyszłości (domyślnie teraz).
         */
        post: operations["postPaymentsByEventIdCash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/payments/{eventId}/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Eksport wpłat do CSV (UTF-8 z BOM, separator ;, kwoty jako 1 234,56) */
        get: operations["getPaymentsByEventIdExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/payments/{provider}/notify/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Powiadomienie bramki płatności (podpis sprawdzany kluczami organizacji projektu)
         * @description Treść zapisywana w postaci otrzymanej; odpowiedź jak oczekuje bramka (np. 200 OK). Zły lub brakujący podpis → 401, nieczytelna treść → 400, nieznany projekt lub bramka albo bramka bez kluczy projektu → 404. To samo powiadomienie wielokrotnie nie tworzy drugiej wpłaty.
         */
        post: operations["postPaymentsByProviderNotifyByEventId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/payments/public/{eventId}/due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Co płatnik ma do zapłaty i jak może zapłacić (link do płatności)
         * @description Uczestnicy płatnika z należnościami (rata n z m, termin, brutto, pozostało, status), sumy: wszystko, do zapłaty dziś (z zaległymi), zaległe; metody: online, przelew (rachunek, tytuł, kod QR ZBP), gotówka. Zły lub brakujący klucz → 403.
         */
        get: operations["getPaymentsPublicByEventIdDue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/payments/public/{eventId}/online": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rozpoczyna płatność online płatnika (kwotę wylicza serwer z należności)
         * @description Zakres: all, dueNow, late albo billings (billingIds: tylko należności płatnika). Własna kwota tylko w projektach z płatnością w ratach. Ten sam idempotencyKey w ciągu 15 minut zwraca tę samą płatność. Odmowa bramki → 409, bramka niedostępna → 503 (płatność zostaje anulowana z przyczyną).
         */
        post: operations["postPaymentsPublicByEventIdOnline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/payments/public/{eventId}/status/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Status płatności płatnika i strona zakończenia
         * @description Gdy płatność online po minucie wciąż jest nowa lub w trakcie, serwer raz pyta bramkę o jej stan (zgubione powiadomienie) i stosuje odpowiedź jak powiadomienie.
         */
        get: operations["getPaymentsPublicByEventIdStatusByPaymentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/plugins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Załadowane wtyczki */
        get: operations["getPlugins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/plugins/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Jedna wtyczka (id lub jego postać z adresu, np. "zapisy-plugin-x" dla "@zapisy/plugin-x") */
        get: operations["getPluginsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/plugins/settings-schemas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ustawienia modułów (wtyczek): schematy JSON z podpowiedziami formularza
         * @description Dla każdego modułu: ustawienia organizacji, własnego konta projektu i konta systemowego (jeśli je ma). Pola z writeOnly to klucze: zapisywane zaszyfrowane, zwracane tylko jako { set }. Podpowiedzi x-order (kolejność) i x-widget (kontrolka).
         */
        get: operations["getPluginsSettingsSchemas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/products/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Produkty projektu */
        get: operations["getProductsByEventId"];
        put?: never;
        /** Nowy produkt z wartościami z okna produktu (brakujące: '< Nowy produkt >', włączony, szablon 'default', cena 0) */
        post: operations["postProductsByEventId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/products/{eventId}/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Usunięcie produktu */
        delete: operations["deleteProductsByEventIdByProductId"];
        options?: never;
        head?: never;
        /** Zmiana produktu (cena w groszach, stan magazynu, limit w zgłoszeniu, reguła widoczności) */
        patch: operations["patchProductsByEventIdByProductId"];
        trace?: never;
    };
    "/services/api/project": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Nowy projekt z ustawieniami domyślnymi */
        put: operations["putProject"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/project/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Projekt: widok publiczny albo cały projekt dla ról admin, payments, employee */
        get: operations["getProjectById"];
        put?: never;
        post?: never;
        /** Usunięcie projektu (z jego tekstami i uczestnikami) */
        delete: operations["deleteProjectById"];
        options?: never;
        head?: never;
        /**
         * Zapis całego projektu (wszystkie grupy ustawień)
         * @description Treść to cały projekt, jak zwraca GET /project/{id}. Pola eventId, organizationId, active, baseEventId, createdAt i updatedAt są ignorowane, a event.registration.botProtection zmienia tylko PUT /projects/{eventId}/bot-protection.
         */
        patch: operations["patchProjectById"];
        trace?: never;
    };
    "/services/api/project/activate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Włączenie projektu */
        patch: operations["patchProjectActivateById"];
        trace?: never;
    };
    "/services/api/project/all-data/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Projekt z uczestnikami i kolumnami (całość, strona wierszy siatki albo strumień NDJSON)
         * @description Bez parametrów: pełne dokumenty uczestników. Z offset/limit/status/search: strona wierszy siatki (participants), kolumny i total. Z nagłówkiem Accept: application/x-ndjson: pierwsza linia {project, columns, total}, potem po jednym wierszu siatki w linii, w kolejności z dataSettings.
         */
        get: operations["getProjectAllDataById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/project/by-base/{baseEventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Edycje projektu: pierwsza edycja i wszystkie następne (baseEventId) */
        get: operations["getProjectByBaseByBaseEventId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/project/deactivate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Wyłączenie projektu */
        patch: operations["patchProjectDeactivateById"];
        trace?: never;
    };
    "/services/api/project/domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publiczne dane projektu po nazwie domeny */
        post: operations["postProjectDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/project/duplicate-advanced/{id}/{flag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Duplikat ('false') albo nowa edycja ('true') z nazwą i domeną kopii i oryginału */
        post: operations["postProjectDuplicateAdvancedByIdByFlag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/project/duplicate/{id}/{flag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Duplikat ('false') albo nowa edycja ('true') projektu */
        post: operations["postProjectDuplicateByIdByFlag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/project/enabled/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Czy zapisy są otwarte (i czy działa lista rezerwowa) */
        get: operations["getProjectEnabledByDomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/project/organization/{orgId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Projekty organizacji */
        get: operations["getProjectOrganizationByOrgId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/project/unique-domain/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Czy domena {a} jest wolna dla projektu {b} ('-' = nowy projekt) */
        get: operations["getProjectUniqueDomainByAByB"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/project/url/{type}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Adres pliku z wyglądu projektu (logo, pierwsze tło, pierwsze zdjęcie karuzeli)
         * @description {type}: logo, background albo carousel; {name}: domena projektu. Pliki leżą pod /images. 404, gdy projekt nie ma takiego pliku.
         */
        get: operations["getProjectUrlByTypeByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/projects/{eventId}/bot-protection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ochrona formularza przed botami: wybór projektu i to, co działa */
        get: operations["getProjectsByEventIdBotProtection"];
        /** Zmiana ochrony formularza przed botami (auto, off albo identyfikator wtyczki) */
        put: operations["putProjectsByEventIdBotProtection"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/projects/{eventId}/payment-integration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Płatności online projektu: nadpisanie modułu i kont organizacji */
        get: operations["getProjectsByEventIdPaymentIntegration"];
        /**
         * Zmiana płatności online projektu
         * @description paymentModule: identyfikator modułu albo null (jak w organizacji). accounts: grupy kluczy projektu (null usuwa grupę; pusty klucz pozostawia zapisany). Kolejność: projekt → konta systemowe (gdy organizacja ich używa) → organizacja. Zmiany trafiają do dziennika zmian.
         */
        put: operations["putProjectsByEventIdPaymentIntegration"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/projects/{eventId}/payment-integration/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sprawdzenie kluczy własnego konta płatności projektu (Sprawdź połączenie)
         * @description Wykonuje najtańsze uwierzytelnione zapytanie do operatora z zapisanymi kluczami tego konta, nadpisanymi niezapisanymi wartościami z formularza (pusty klucz = zapisany). Nieudane sprawdzenie to zwykła odpowiedź 200 z ok: false, powodem i komunikatem. Nic nie jest zapisywane; klucze nie są zwracane ani logowane.
         */
        post: operations["postProjectsByEventIdPaymentIntegrationCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/projects/{eventId}/plugin-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Własne ustawienia integracji w projekcie (klucze jako { set }) */
        get: operations["getProjectsByEventIdPluginSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Zmiana własnych ustawień integracji w projekcie
         * @description Grupy i pola pominięte pozostają bez zmian. Pusty tekst ('') oznacza wartość organizacji. Klucz: nowy tekst, '' aby używać klucza organizacji, { set } aby pozostawić. Zmiany trafiają do dziennika zmian.
         */
        patch: operations["patchProjectsByEventIdPluginSettings"];
        trace?: never;
    };
    "/services/api/registrations/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Zapis na projekt z formularza (idempotentny: ten sam idempotencyKey daje ten sam wynik)
         * @description Serwer sprawdza dane opublikowanym formularzem i sam wylicza wszystkie kwoty. Gdy jest obciążony, odpowiada 202 z registrationId, a wynik podaje GET /registrations/{eventId}/{registrationId}.
         */
        post: operations["postRegistrationsByEventId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/registrations/{eventId}/{registrationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stan zgłoszenia i jego wynik (np. po odpowiedzi 202) */
        get: operations["getRegistrationsByEventIdByRegistrationId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/settlements/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rozliczenia uczestników projektu (strona JSON albo strumień NDJSON)
         * @description Uczestnicy z metodą płatności, linkiem do płatności, kosztem lub procentem każdej kategorii reguł cennika, rabatami, netto, VAT, brutto, ręczną dopłatą, wymaganymi i zaległymi wpłatami, sumą wpłat, pozostałą kwotą i statusem ostatniej płatności. Kwoty w groszach.
         */
        get: operations["getSettlementsByEventId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/settlements/{eventId}/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Eksport rozliczeń do CSV (UTF-8 z BOM, separator ;, kwoty jako 1 234,56) */
        get: operations["getSettlementsByEventIdExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/site-admin/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Organizacje (administrator serwisu) */
        get: operations["getSiteAdminOrganizations"];
        put?: never;
        /**
         * Nowa organizacja (nowa-organizacja)
         * @description Tworzy organizację z domyślnymi ustawieniami dla właściciela o podanym e-mailu. Gdy takiego konta nie ma, zakładane jest konto oczekujące (pending) bez hasła: właściciel ustawia hasło linkiem resetu hasła.
         */
        post: operations["postSiteAdminOrganizations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/site-admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Użytkownicy (administrator serwisu) */
        get: operations["getSiteAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/site-admin/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Zmiana roli użytkownika (zapisywana w dzienniku zmian) */
        patch: operations["patchSiteAdminUsersByUserId"];
        trace?: never;
    };
    "/services/api/strings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Teksty ścieżki zapisu projektu (słownictwo i komunikaty) */
        get: operations["getStringsById"];
        put?: never;
        /** Zapis własnych komunikatów projektu (zastępuje poprzednie; pusty tekst przywraca domyślny) */
        post: operations["postStringsById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/strings/domain/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Teksty ścieżki zapisu projektu po nazwie domeny */
        get: operations["getStringsDomainByDomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/survey/enabled/{domain}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Czy ankieta jest otwarta */
        get: operations["getSurveyEnabledByDomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/surveys/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wypełniona ankieta (z linku uczestnika albo anonimowo, gdy ankieta na to pozwala)
         * @description Odpowiedzi sprawdza opublikowana ankieta. Ponowne wypełnienie z linku uczestnika zastępuje jego poprzednie odpowiedzi.
         */
        post: operations["postSurveysByEventId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/surveys/{eventId}/columns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kolumny ankiety na liście uczestników */
        get: operations["getSurveysByEventIdColumns"];
        /** Zapis kolumn ankiety na liście uczestników */
        put: operations["putSurveysByEventIdColumns"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/surveys/{eventId}/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Eksport odpowiedzi ankiety do CSV (UTF-8 z BOM, separator ;) */
        get: operations["getSurveysByEventIdExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/surveys/{eventId}/export.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Eksport odpowiedzi ankiety do XLSX */
        get: operations["getSurveysByEventIdExportXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/surveys/{eventId}/participant-answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kolumny ankiety na liście uczestników z odpowiedziami każdego uczestnika */
        get: operations["getSurveysByEventIdParticipantAnswers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/surveys/{eventId}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Wyniki ankiety: liczba odpowiedzi na każde pytanie */
        get: operations["getSurveysByEventIdResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/system/payment-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Systemowe konta płatności (klucze jako { set }) */
        get: operations["getSystemPaymentAccounts"];
        /**
         * Zmiana systemowych kont płatności
         * @description Grupy pominięte pozostają bez zmian; null usuwa konto. Pusty klucz pozostawia zapisany. Organizacje z 'useSystemPaymentAccounts' przyjmują płatności przez te konta.
         */
        put: operations["putSystemPaymentAccounts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/system/payment-accounts/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sprawdzenie kluczy systemowego konta płatności (Sprawdź połączenie)
         * @description Wykonuje najtańsze uwierzytelnione zapytanie do operatora z zapisanymi kluczami tego konta, nadpisanymi niezapisanymi wartościami z formularza (pusty klucz = zapisany). Nieudane sprawdzenie to zwykła odpowiedź 200 z ok: false, powodem i komunikatem. Nic nie jest zapisywane; klucze nie są zwracane ani logowane.
         */
        post: operations["postSystemPaymentAccountsCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/system/payment-accounts/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Historia zmian systemowych kont płatności (od najnowszych, do 50)
         * @description Kto i kiedy zmienił które pole; stare i nowe wartości (klucze jako '••••').
         */
        get: operations["getSystemPaymentAccountsHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/uploads/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Przesłanie jednego pliku pola FileUpload/Signature (multipart/form-data: file, opcjonalnie field)
         * @description Treść multipart/form-data z jednym plikiem i opcjonalnym polem `field` (nazwa pola formularza; można ją też podać w zapytaniu ?field=). Domyślnie do 10 MB, typy .pdf, .jpg, .png; pole opublikowanego formularza może to zawęzić. Typ jest sprawdzany po rozszerzeniu i po treści pliku.
         */
        post: operations["postUploadsByEventId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/uploads/{eventId}/{uploadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pobranie przesłanego pliku przez osobę, która go przesłała (klucz z odpowiedzi przesłania) */
        get: operations["getUploadsByEventIdByUploadId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/uploads/{eventId}/{uploadId}/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pobranie przesłanego pliku przez obsługę projektu */
        get: operations["getUploadsByEventIdByUploadIdStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/webhooks/{eventId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dziennik dostaw webhooków projektu, od najnowszych */
        get: operations["getWebhooksByEventIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/webhooks/{eventId}/deliveries/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ponowne wysłanie webhooka teraz (na obecny adres z ustawień projektu) */
        post: operations["postWebhooksByEventIdDeliveriesByIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/webhooks/{eventId}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Klucz podpisu webhooków projektu (tworzony przy pierwszym użyciu) */
        get: operations["getWebhooksByEventIdSecret"];
        put?: never;
        /** Nowy klucz podpisu webhooków (poprzedni przestaje działać od razu) */
        post: operations["postWebhooksByEventIdSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/webhooks/form-enter/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Otwarcie formularza przez widżet (webhook formEnter, gdy włączony) — ścieżka ze specyfikacji */
        post: operations["postWebhooksFormEnterByEventId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/webhooks/form-submit/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Zgłoszenie wysłania formularza przez widżet (bez skutku)
         * @description Nic nie zapisuje: serwer zapisał ten webhook razem ze zgłoszeniem, w chwili jego zatwierdzenia.
         */
        post: operations["postWebhooksFormSubmitByEventId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/api/webhooks/registration-completed/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Zgłoszenie zakończenia zapisu przez widżet (bez skutku)
         * @description Nic nie zapisuje: serwer zapisał ten webhook razem ze zgłoszeniem, w chwili jego zatwierdzenia.
         */
        post: operations["postWebhooksRegistrationCompletedByEventId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
        ErrorResponse: {
            /** @example VALIDATION */
            code: string;
            /**
             * @example [
             *       "body.email: pole jest wymagane"
             *     ]
             */
            errors: string[];
            /** @example Wystąpiły błędy walidacji */
            message: string;
            requestId: string;
            /** @example 400 */
            status: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAuditOrganizationByOrgId: {
        parameters: {
            query?: {
                /** @description Rodzaj zmiany */
                action?: string;
                /** @description Tylko zmiany projektu */
                eventId?: string;
                /** @description Numer strony (od 1) */
                page?: number;
                /** @description Liczba pozycji na stronie (do 200) */
                pageSize?: number;
            };
            header?: never;
            path: {
                /** @description organizationId */
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @example organization.update */
                            action: string;
                            actor: {
                                email: string;
                                userId: string;
                            };
                            /** Format: date-time */
                            at: Date;
                            changes: {
                                /** @description Nazwa zmienionej wartości (etykieta pola formularza) */
                                label?: string;
                                /** @description Nowa wartość (klucze integracji jako ••••) */
                                newValue?: unknown;
                                /** @description Poprzednia wartość (klucze integracji jako ••••) */
                                oldValue?: unknown;
                                path: string;
                            }[];
                            eventId: string | null;
                            id: string;
                            organizationId: string;
                            target: {
                                id: string;
                                /** @description Jak się wtedy nazywał (imię i nazwisko, adres e-mail) */
                                name?: string;
                                type: string;
                            };
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAuthConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Token z odnośnika w e-mailu */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description JWT (HS256) do nagłówka x-auth-token; pole exp to koniec ważności */
                        token: string;
                        /** User */
                        user: {
                            /** Format: email */
                            email: string;
                            firstName: string;
                            lastName: string;
                            organizationId: string | null;
                            phoneNumber: string;
                            /** Format: date-time */
                            registrationDate: Date;
                            /** @enum {string} */
                            role: "site-admin" | "admin" | "payments" | "employee" | "reception" | "guest";
                            /** @enum {string} */
                            status: "pending" | "active" | "blocked";
                            userId: string;
                        };
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAuthFacebook: {
        parameters: {
            query?: {
                /** @description Ścieżka do otwarcia po zalogowaniu */
                referer?: string;
                /** @description Origin, na który wrócić, np. https://demo.zapisy.example.pl */
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Do strony zgody Facebook (albo na adres publiczny) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAuthFacebookCallback: {
        parameters: {
            query?: {
                code?: string;
                error?: string;
                error_description?: string;
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Na /glowne/zalogowano z tokenem we fragmencie albo na /glowne/zaloguj?error= */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAuthGoogle: {
        parameters: {
            query?: {
                /** @description Ścieżka do otwarcia po zalogowaniu */
                referer?: string;
                /** @description Origin, na który wrócić, np. https://demo.zapisy.example.pl */
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Do strony zgody Google (albo na adres publiczny) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAuthGoogleCallback: {
        parameters: {
            query?: {
                code?: string;
                error?: string;
                error_description?: string;
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Na /glowne/zalogowano z tokenem we fragmencie albo na /glowne/zaloguj?error= */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description JWT (HS256) do nagłówka x-auth-token; pole exp to koniec ważności */
                        token: string;
                        /** User */
                        user: {
                            /** Format: email */
                            email: string;
                            firstName: string;
                            lastName: string;
                            organizationId: string | null;
                            phoneNumber: string;
                            /** Format: date-time */
                            registrationDate: Date;
                            /** @enum {string} */
                            role: "site-admin" | "admin" | "payments" | "employee" | "reception" | "guest";
                            /** @enum {string} */
                            status: "pending" | "active" | "blocked";
                            userId: string;
                        };
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAuthRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @example jan@example.pl
                     */
                    email: string;
                    firstName: string;
                    lastName: string;
                    organizationName?: string;
                    /** @description Hasło: co najmniej 10 znaków */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        message: string;
                        /** @enum {string} */
                        status: "pending";
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @example jan@example.pl
                     */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAuthResetPasswordConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Hasło: co najmniej 10 znaków */
                    password: string;
                    /** @description Token z odnośnika w e-mailu */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getBillingsByOrganizationId: {
        parameters: {
            query?: {
                /** @description Klient: jego należności */
                customerId?: string;
                /** @description Tylko należności z terminem po tej dacie */
                dateOver?: string;
                /** @description Tylko należności z terminem do tej daty włącznie (nie razem z dateOver) */
                dateUpTo?: string;
                /** @description Projekt (wymagany dla uczestnika i przy zmianach) */
                eventId?: string;
                /** @description Uczestnik: jego należności (sourceId) */
                participantId?: string;
            };
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        billings: {
                            _id: string;
                            amount: number;
                            category?: string;
                            /** Format: date-time */
                            createdDate: Date;
                            customerId?: string;
                            eventId: string;
                            grossAmount: number;
                            invoiceId?: string;
                            isManual: boolean;
                            leftToPay: number;
                            manualDiscount: number;
                            /** Format: date-time */
                            paidDate?: Date;
                            payments: {
                                amount: number;
                                /** Format: date-time */
                                date: Date;
                                index: number;
                                paymentId?: string;
                                refundId?: string;
                                statementId?: string;
                                transferId?: string;
                            }[];
                            /** Format: date-time */
                            requiredDate: Date;
                            sourceId?: string;
                            /** @enum {string} */
                            status: "upcoming" | "active" | "late" | "paid" | "overpaid" | "cancelled";
                            vat: number;
                            vatPercent?: string;
                        }[];
                        sums: {
                            amount: number;
                            count: number;
                            grossAmount: number;
                            leftToPay: number;
                            manualDiscount: number;
                            payments: number;
                            vat: number;
                        };
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteBillingsByOrganizationIdByBillingIdPaymentsByIndex: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                billingId: string;
                index: number;
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        amount: number;
                        category?: string;
                        /** Format: date-time */
                        createdDate: Date;
                        customerId?: string;
                        eventId: string;
                        grossAmount: number;
                        invoiceId?: string;
                        isManual: boolean;
                        leftToPay: number;
                        manualDiscount: number;
                        /** Format: date-time */
                        paidDate?: Date;
                        payments: {
                            amount: number;
                            /** Format: date-time */
                            date: Date;
                            index: number;
                            paymentId?: string;
                            refundId?: string;
                            statementId?: string;
                            transferId?: string;
                        }[];
                        /** Format: date-time */
                        requiredDate: Date;
                        sourceId?: string;
                        /** @enum {string} */
                        status: "upcoming" | "active" | "late" | "paid" | "overpaid" | "cancelled";
                        vat: number;
                        vatPercent?: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postBillingsByOrganizationIdManual: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Kwota netto w groszach (> 0) */
                    amount?: number;
                    /** @description Kategoria opłaty */
                    category?: string;
                    /** @description Klient: jego należności */
                    customerId?: string;
                    /** @description Projekt (wymagany dla uczestnika i przy zmianach) */
                    eventId?: string;
                    /** @description Uczestnik: jego należności (sourceId) */
                    participantId?: string;
                    /** @description Termin płatności */
                    requiredDate?: string;
                    /**
                     * @description Stawka VAT; brak = 'np'
                     * @enum {string}
                     */
                    vatRate?: "23" | "22" | "8" | "7" | "5" | "3" | "0" | "zw" | "np" | "oo";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        amount: number;
                        category?: string;
                        /** Format: date-time */
                        createdDate: Date;
                        customerId?: string;
                        eventId: string;
                        grossAmount: number;
                        invoiceId?: string;
                        isManual: boolean;
                        leftToPay: number;
                        manualDiscount: number;
                        /** Format: date-time */
                        paidDate?: Date;
                        payments: {
                            amount: number;
                            /** Format: date-time */
                            date: Date;
                            index: number;
                            paymentId?: string;
                            refundId?: string;
                            statementId?: string;
                            transferId?: string;
                        }[];
                        /** Format: date-time */
                        requiredDate: Date;
                        sourceId?: string;
                        /** @enum {string} */
                        status: "upcoming" | "active" | "late" | "paid" | "overpaid" | "cancelled";
                        vat: number;
                        vatPercent?: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putBillingsByOrganizationIdManualDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Klient: jego należności */
                    customerId?: string;
                    /** @description Projekt (wymagany dla uczestnika i przy zmianach) */
                    eventId?: string;
                    /** @description Cały ręczny rabat w groszach: ujemny to rabat, dodatni dopłata, 0 usuwa */
                    manualDiscount?: number;
                    /** @description Uczestnik: jego należności (sourceId) */
                    participantId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        amount: number;
                        category?: string;
                        /** Format: date-time */
                        createdDate: Date;
                        customerId?: string;
                        eventId: string;
                        grossAmount: number;
                        invoiceId?: string;
                        isManual: boolean;
                        leftToPay: number;
                        manualDiscount: number;
                        /** Format: date-time */
                        paidDate?: Date;
                        payments: {
                            amount: number;
                            /** Format: date-time */
                            date: Date;
                            index: number;
                            paymentId?: string;
                            refundId?: string;
                            statementId?: string;
                            transferId?: string;
                        }[];
                        /** Format: date-time */
                        requiredDate: Date;
                        sourceId?: string;
                        /** @enum {string} */
                        status: "upcoming" | "active" | "late" | "paid" | "overpaid" | "cancelled";
                        vat: number;
                        vatPercent?: string;
                    }[];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getBotProtectionByEventIdChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Wyzwanie: 'script' (reCAPTCHA v3: załaduj scriptUrl i wywołaj grecaptcha.execute(siteKey, { action })) albo 'proof-of-work' (znajdź number ≤ maxNumber, dla którego SHA-256(salt + number) = challenge) */
                        challenge?: {
                            action?: string;
                            /** @enum {string} */
                            algorithm?: "SHA-1" | "SHA-256" | "SHA-512";
                            challenge?: string;
                            /** Format: date-time */
                            expiresAt?: Date;
                            maxNumber?: number;
                            salt?: string;
                            scriptUrl?: string;
                            signature?: string;
                            siteKey?: string;
                            /** @enum {string} */
                            type: "script" | "proof-of-work";
                        };
                        /** @description Ochrona formularza: 'off' (bez wyzwania) albo identyfikator wtyczki ('pow', 'recaptcha') */
                        protection: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postConsoleError: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Raport błędu z przeglądarki. Nieznane pola są pomijane; pusty raport, ostrzeżenie lub błąd samego raportowania nie jest zapisywany (204). */
        requestBody: {
            content: {
                "application/json": {
                    column?: number;
                    componentStack?: string;
                    extra?: {
                        [key: string]: unknown;
                    };
                    level?: string;
                    line?: number;
                    message?: string;
                    name?: string;
                    role?: string;
                    source?: string;
                    stack?: string;
                    timestamp?: string | number;
                    url?: string;
                    user?: string;
                    userAgent?: string;
                    username?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description Pominięto: pusty raport, ostrzeżenie lub błąd raportowania */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCustomersByOrganizationId: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                /** @description Imię, nazwisko, e-mail, telefon lub klucz */
                search?: string;
                /** @description Kolumna sortowania, z '-' malejąco (domyślnie lastName) */
                sort?: string;
            };
            header?: never;
            path: {
                /** @description organizationId */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customers: ({
                            _id: string;
                            active?: boolean | null;
                            allowEmail?: boolean | null;
                            allowMarketingEmail?: boolean | null;
                            allowSystemEmail?: boolean | null;
                            /** @description Suma należności brutto, grosze */
                            amount?: number;
                            billingDefaults?: ({
                                /** @description grosze */
                                billingAmount?: number | null;
                                calendarEventName?: string | null;
                                disableInvoicePeriodically?: boolean | null;
                                /** @description grosze */
                                price?: number | null;
                                quantity?: number | null;
                                serviceName?: string | null;
                                serviceUnit?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            billingsCount?: number;
                            billingsNoInvoiceCount?: number;
                            birthDate?: string | null;
                            calendarCount?: number;
                            description?: string | null;
                            /** @description Należności minus faktury, grosze */
                            diff?: number;
                            email?: string | null;
                            email2?: string | null;
                            employeeName?: string;
                            eventIds?: string[];
                            /** @description Nazwy projektów klienta, rozdzielone przecinkami */
                            eventsNames?: string;
                            firstName?: string | null;
                            firstName2?: string | null;
                            guardian?: ({
                                email?: string | null;
                                firstName?: string | null;
                                lastName?: string | null;
                                phoneNumber?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            guardian2?: ({
                                email?: string | null;
                                firstName?: string | null;
                                lastName?: string | null;
                                phoneNumber?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            /** @description Zafakturowano, grosze */
                            invoiceAmount?: number;
                            invoiceData?: ({
                                address?: ({
                                    city?: string | null;
                                    country?: string | null;
                                    flatNo?: string | null;
                                    homeNo?: string | null;
                                    postalCode?: string | null;
                                    street?: string | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                bankAccount?: string | null;
                                businessType?: number | null;
                                fullName?: string | null;
                                krs?: string | null;
                                personalId?: string | null;
                                phoneNumber?: string | null;
                                regon?: string | null;
                                taxId?: string | null;
                                trade?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            key?: string | null;
                            lastName?: string | null;
                            lastName2?: string | null;
                            /** @description Zaległe, grosze */
                            latePayments?: number;
                            /** @description Pozostało do zapłaty, grosze */
                            leftToPay?: number;
                            nationalNo?: string | null;
                            nationalNo2?: string | null;
                            organizationId?: string;
                            /** @description Wpłacono, grosze */
                            paid?: number;
                            passportNo?: string | null;
                            passportNo2?: string | null;
                            phoneNumber?: string | null;
                            phoneNumber2?: string | null;
                            /** @description Status klienta z należności (na liście) */
                            status?: string;
                            /**
                             * @description Rodzaj klienta
                             * @enum {string|null}
                             */
                            type?: "participant" | "user" | "organization" | "employee" | "imported" | "manual" | "cancelled" | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                        limit: number;
                        offset: number;
                        /** @description customerSettings organizacji: pokazywanie kolumn drugiej osoby i opiekuna */
                        settings: {
                            hasGuardian?: boolean;
                            twoPeople?: boolean;
                        };
                        total: number;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCustomersByOrganizationIdByCustomerId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        active?: boolean | null;
                        allowEmail?: boolean | null;
                        allowMarketingEmail?: boolean | null;
                        allowSystemEmail?: boolean | null;
                        /** @description Suma należności brutto, grosze */
                        amount?: number;
                        billingDefaults?: ({
                            /** @description grosze */
                            billingAmount?: number | null;
                            calendarEventName?: string | null;
                            disableInvoicePeriodically?: boolean | null;
                            /** @description grosze */
                            price?: number | null;
                            quantity?: number | null;
                            serviceName?: string | null;
                            serviceUnit?: string | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        billingsCount?: number;
                        billingsNoInvoiceCount?: number;
                        birthDate?: string | null;
                        calendarCount?: number;
                        description?: string | null;
                        /** @description Należności minus faktury, grosze */
                        diff?: number;
                        email?: string | null;
                        email2?: string | null;
                        employeeName?: string;
                        eventIds?: string[];
                        /** @description Nazwy projektów klienta, rozdzielone przecinkami */
                        eventsNames?: string;
                        firstName?: string | null;
                        firstName2?: string | null;
                        guardian?: ({
                            email?: string | null;
                            firstName?: string | null;
                            lastName?: string | null;
                            phoneNumber?: string | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        guardian2?: ({
                            email?: string | null;
                            firstName?: string | null;
                            lastName?: string | null;
                            phoneNumber?: string | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        /** @description Zafakturowano, grosze */
                        invoiceAmount?: number;
                        invoiceData?: ({
                            address?: ({
                                city?: string | null;
                                country?: string | null;
                                flatNo?: string | null;
                                homeNo?: string | null;
                                postalCode?: string | null;
                                street?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            bankAccount?: string | null;
                            businessType?: number | null;
                            fullName?: string | null;
                            krs?: string | null;
                            personalId?: string | null;
                            phoneNumber?: string | null;
                            regon?: string | null;
                            taxId?: string | null;
                            trade?: string | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        key?: string | null;
                        lastName?: string | null;
                        lastName2?: string | null;
                        /** @description Zaległe, grosze */
                        latePayments?: number;
                        /** @description Pozostało do zapłaty, grosze */
                        leftToPay?: number;
                        nationalNo?: string | null;
                        nationalNo2?: string | null;
                        organizationId?: string;
                        /** @description Wpłacono, grosze */
                        paid?: number;
                        passportNo?: string | null;
                        passportNo2?: string | null;
                        phoneNumber?: string | null;
                        phoneNumber2?: string | null;
                        /** @description Status klienta z należności (na liście) */
                        status?: string;
                        /**
                         * @description Rodzaj klienta
                         * @enum {string|null}
                         */
                        type?: "participant" | "user" | "organization" | "employee" | "imported" | "manual" | "cancelled" | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchCustomersByOrganizationIdByCustomerId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean | null;
                    allowEmail?: boolean | null;
                    allowMarketingEmail?: boolean | null;
                    allowSystemEmail?: boolean | null;
                    billingDefaults?: {
                        /** @description grosze */
                        billingAmount?: number | null;
                        calendarEventName?: string | null;
                        disableInvoicePeriodically?: boolean | null;
                        /** @description grosze */
                        price?: number | null;
                        quantity?: number | null;
                        serviceName?: string | null;
                        serviceUnit?: string | null;
                    } | null;
                    birthDate?: string | null;
                    description?: string | null;
                    email?: string | null;
                    email2?: string | null;
                    firstName?: string | null;
                    firstName2?: string | null;
                    guardian?: {
                        email?: string | null;
                        firstName?: string | null;
                        lastName?: string | null;
                        phoneNumber?: string | null;
                    } | null;
                    guardian2?: {
                        email?: string | null;
                        firstName?: string | null;
                        lastName?: string | null;
                        phoneNumber?: string | null;
                    } | null;
                    /** @description Pokazuj dane opiekuna */
                    hasGuardian?: boolean;
                    invoiceData?: {
                        address?: {
                            city?: string | null;
                            country?: string | null;
                            flatNo?: string | null;
                            homeNo?: string | null;
                            postalCode?: string | null;
                            street?: string | null;
                        } | null;
                        bankAccount?: string | null;
                        businessType?: number | null;
                        fullName?: string | null;
                        krs?: string | null;
                        personalId?: string | null;
                        phoneNumber?: string | null;
                        regon?: string | null;
                        taxId?: string | null;
                        trade?: string | null;
                    } | null;
                    key?: string | null;
                    lastName?: string | null;
                    lastName2?: string | null;
                    nationalNo?: string | null;
                    nationalNo2?: string | null;
                    passportNo?: string | null;
                    passportNo2?: string | null;
                    phoneNumber?: string | null;
                    phoneNumber2?: string | null;
                    /** @description Pokazuj dane drugiej osoby */
                    twoPeople?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        active?: boolean | null;
                        allowEmail?: boolean | null;
                        allowMarketingEmail?: boolean | null;
                        allowSystemEmail?: boolean | null;
                        /** @description Suma należności brutto, grosze */
                        amount?: number;
                        billingDefaults?: ({
                            /** @description grosze */
                            billingAmount?: number | null;
                            calendarEventName?: string | null;
                            disableInvoicePeriodically?: boolean | null;
                            /** @description grosze */
                            price?: number | null;
                            quantity?: number | null;
                            serviceName?: string | null;
                            serviceUnit?: string | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        billingsCount?: number;
                        billingsNoInvoiceCount?: number;
                        birthDate?: string | null;
                        calendarCount?: number;
                        description?: string | null;
                        /** @description Należności minus faktury, grosze */
                        diff?: number;
                        email?: string | null;
                        email2?: string | null;
                        employeeName?: string;
                        eventIds?: string[];
                        /** @description Nazwy projektów klienta, rozdzielone przecinkami */
                        eventsNames?: string;
                        firstName?: string | null;
                        firstName2?: string | null;
                        guardian?: ({
                            email?: string | null;
                            firstName?: string | null;
                            lastName?: string | null;
                            phoneNumber?: string | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        guardian2?: ({
                            email?: string | null;
                            firstName?: string | null;
                            lastName?: string | null;
                            phoneNumber?: string | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        /** @description Zafakturowano, grosze */
                        invoiceAmount?: number;
                        invoiceData?: ({
                            address?: ({
                                city?: string | null;
                                country?: string | null;
                                flatNo?: string | null;
                                homeNo?: string | null;
                                postalCode?: string | null;
                                street?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            bankAccount?: string | null;
                            businessType?: number | null;
                            fullName?: string | null;
                            krs?: string | null;
                            personalId?: string | null;
                            phoneNumber?: string | null;
                            regon?: string | null;
                            taxId?: string | null;
                            trade?: string | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        key?: string | null;
                        lastName?: string | null;
                        lastName2?: string | null;
                        /** @description Zaległe, grosze */
                        latePayments?: number;
                        /** @description Pozostało do zapłaty, grosze */
                        leftToPay?: number;
                        nationalNo?: string | null;
                        nationalNo2?: string | null;
                        organizationId?: string;
                        /** @description Wpłacono, grosze */
                        paid?: number;
                        passportNo?: string | null;
                        passportNo2?: string | null;
                        phoneNumber?: string | null;
                        phoneNumber2?: string | null;
                        /** @description Status klienta z należności (na liście) */
                        status?: string;
                        /**
                         * @description Rodzaj klienta
                         * @enum {string|null}
                         */
                        type?: "participant" | "user" | "organization" | "employee" | "imported" | "manual" | "cancelled" | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCustomersByOrganizationIdByCustomerIdParticipations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        participations: {
                            /** Format: date-time */
                            createdOn: Date | null;
                            dateFormat: string;
                            eventId: string;
                            firstName: string;
                            lastName: string;
                            /** @description Integer grosze */
                            leftToPay: number;
                            onWaitingList: boolean;
                            participantId: string;
                            projectDomain: string;
                            projectName: string;
                            status: string;
                            /** @description Integer grosze */
                            totalSum: number;
                        }[];
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCustomersByOrganizationIdExportCsv: {
        parameters: {
            query?: {
                /** @description Imię, nazwisko, e-mail, telefon lub klucz */
                search?: string;
                /** @description Kolumna sortowania, z '-' malejąco (domyślnie lastName) */
                sort?: string;
            };
            header?: never;
            path: {
                /** @description organizationId */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plik CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getCustomersByOrganizationIdExportXlsx: {
        parameters: {
            query?: {
                /** @description Imię, nazwisko, e-mail, telefon lub klucz */
                search?: string;
                /** @description Kolumna sortowania, z '-' malejąco (domyślnie lastName) */
                sort?: string;
            };
            header?: never;
            path: {
                /** @description organizationId */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plik XLSX */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postCustomersByOrganizationIdMerge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description organizationId */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sourceIds: string[];
                    targetId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        active?: boolean | null;
                        allowEmail?: boolean | null;
                        allowMarketingEmail?: boolean | null;
                        allowSystemEmail?: boolean | null;
                        /** @description Suma należności brutto, grosze */
                        amount?: number;
                        billingDefaults?: ({
                            /** @description grosze */
                            billingAmount?: number | null;
                            calendarEventName?: string | null;
                            disableInvoicePeriodically?: boolean | null;
                            /** @description grosze */
                            price?: number | null;
                            quantity?: number | null;
                            serviceName?: string | null;
                            serviceUnit?: string | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        billingsCount?: number;
                        billingsNoInvoiceCount?: number;
                        birthDate?: string | null;
                        calendarCount?: number;
                        description?: string | null;
                        /** @description Należności minus faktury, grosze */
                        diff?: number;
                        email?: string | null;
                        email2?: string | null;
                        employeeName?: string;
                        eventIds?: string[];
                        /** @description Nazwy projektów klienta, rozdzielone przecinkami */
                        eventsNames?: string;
                        firstName?: string | null;
                        firstName2?: string | null;
                        guardian?: ({
                            email?: string | null;
                            firstName?: string | null;
                            lastName?: string | null;
                            phoneNumber?: string | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        guardian2?: ({
                            email?: string | null;
                            firstName?: string | null;
                            lastName?: string | null;
                            phoneNumber?: string | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        /** @description Zafakturowano, grosze */
                        invoiceAmount?: number;
                        invoiceData?: ({
                            address?: ({
                                city?: string | null;
                                country?: string | null;
                                flatNo?: string | null;
                                homeNo?: string | null;
                                postalCode?: string | null;
                                street?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            bankAccount?: string | null;
                            businessType?: number | null;
                            fullName?: string | null;
                            krs?: string | null;
                            personalId?: string | null;
                            phoneNumber?: string | null;
                            regon?: string | null;
                            taxId?: string | null;
                            trade?: string | null;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        key?: string | null;
                        lastName?: string | null;
                        lastName2?: string | null;
                        /** @description Zaległe, grosze */
                        latePayments?: number;
                        /** @description Pozostało do zapłaty, grosze */
                        leftToPay?: number;
                        nationalNo?: string | null;
                        nationalNo2?: string | null;
                        organizationId?: string;
                        /** @description Wpłacono, grosze */
                        paid?: number;
                        passportNo?: string | null;
                        passportNo2?: string | null;
                        phoneNumber?: string | null;
                        phoneNumber2?: string | null;
                        /** @description Status klienta z należności (na liście) */
                        status?: string;
                        /**
                         * @description Rodzaj klienta
                         * @enum {string|null}
                         */
                        type?: "participant" | "user" | "organization" | "employee" | "imported" | "manual" | "cancelled" | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getDashboardByEventId: {
        parameters: {
            query?: {
                /** @description Ile ostatnich dni pokazują wykresy (7–90, domyślnie 30) */
                days?: number;
            };
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Każdy dzień wykresu, od najstarszego: zapisy i wpłaty tego dnia */
                        days: {
                            date: string;
                            payments: number;
                            /** @description Wpłaty dnia (w groszach) */
                            received: number;
                            registrations: number;
                        }[];
                        /** @description Sprawy do decyzji organizatora (tylko te, których liczba jest większa od zera) */
                        decisions: {
                            /** @description Kwota sprawy (w groszach) */
                            amount?: number;
                            count: number;
                            /** @enum {string} */
                            kind: "overdue-participants" | "flagged-payments" | "awaiting-confirmation" | "pending-refunds" | "failed-refunds" | "waiting-list";
                        }[];
                        eventId: string;
                        /** @description Chwila wyliczenia (ISO 8601) */
                        generatedAt: string;
                        latestPayments: {
                            /** @description Kwota; ujemna dla zwrotu (w groszach) */
                            amount: number;
                            date: string;
                            method: string;
                            name: string;
                            paymentId: string;
                            refundStatus?: string;
                            status: string;
                            /** @enum {string} */
                            type: "payment" | "refund";
                        }[];
                        latestRegistrations: {
                            createdOn: string;
                            name: string;
                            participantId: string;
                            status: string;
                        }[];
                        money: {
                            /** @description Należności razem (brutto z ręcznymi dopłatami i rabatami) (w groszach) */
                            billed: number;
                            /** @description Wymagane do dziś (w groszach) */
                            dueNow: number;
                            /** @description Pozostało do zapłaty (w groszach) */
                            leftToPay: number;
                            /** @description Wpłacono po zwrotach (w groszach) */
                            net: number;
                            /** @description Zaległe (w groszach) */
                            overdue: number;
                            overdueCount: number;
                            /** @description Wpłacono (w groszach) */
                            received: number;
                            receivedCount: number;
                            /** @description Zwrócono (w groszach) */
                            refunded: number;
                        };
                        participants: {
                            byStatus: {
                                count: number;
                                status: string;
                            }[];
                            total: number;
                        };
                        /** @description Limit miejsc (null bez limitu), zajęte, wolne (null bez limitu), na liście rezerwowej */
                        places: {
                            left: number | null;
                            limit: number | null;
                            taken: number;
                            waiting: number;
                        };
                        /** @description Najbliższe terminy płatności (raty) od dziś, dzień po dniu */
                        upcomingInstallments: {
                            /** @description Do zapłaty w tym dniu (w groszach) */
                            amount: number;
                            count: number;
                            date: string;
                        }[];
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEnv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example /services/api */
                        apiPath: string;
                        /** @enum {string} */
                        environment: "production" | "test" | "development";
                        features: {
                            facebookSignIn: boolean;
                            googleSignIn: boolean;
                        };
                        /** @example /images */
                        filesPath: string;
                        /** @description Host of the public URL, e.g. zapisy.example.pl */
                        host: string;
                        /** @enum {string} */
                        store: "embedded" | "mongodb";
                        version: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEventDeliveriesByEventIdFailed: {
        parameters: {
            query?: {
                /** @description Następna strona: wartość `next` z poprzedniej (znacznik ostatniego wiersza, do przekazania bez zmian) */
                before?: string;
                limit?: number;
                /** @description Tylko dostawy tego subskrybenta */
                subscriberId?: string;
            };
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            attempts: number;
                            domainEventId: string;
                            /** Format: date-time */
                            failedAt: Date | null;
                            /** @description Nazwa zdarzenia po polsku */
                            label: string;
                            lastError: string | null;
                            /** @enum {string} */
                            name: "registration.accepted" | "registration.completed" | "registration.cancelled" | "form.entered" | "participant.status-changed" | "billing.created" | "billing.changed" | "payment.started" | "payment.completed" | "payment.refunded" | "payment.flagged" | "customer.merged" | "project.duplicated" | "invoice.issued" | "transfer.imported" | "ticket.validated" | "survey.answered";
                            /** Format: date-time */
                            nextAttemptAt: Date | null;
                            /** Format: date-time */
                            occurredAt: Date;
                            /**
                             * @description failed: próby wyczerpane, czeka na ponowienie; retrying: kolejna próba zaplanowana
                             * @enum {string}
                             */
                            state: "failed" | "retrying";
                            subscriberId: string;
                            subscriberTitle: string;
                        }[];
                        /** @description Wartość `before` następnej strony; null, gdy to ostatnia */
                        next: string | null;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postEventDeliveriesByEventIdFailedByDomainEventIdBySubscriberIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                domainEventId: string;
                eventId: string;
                subscriberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Przyjęto: zdarzenie zostanie przekazane w tle */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEventDeliveriesByEventIdSubscribers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            label: string;
                            /** @enum {string} */
                            name: "registration.accepted" | "registration.completed" | "registration.cancelled" | "form.entered" | "participant.status-changed" | "billing.created" | "billing.changed" | "payment.started" | "payment.completed" | "payment.refunded" | "payment.flagged" | "customer.merged" | "project.duplicated" | "invoice.issued" | "transfer.imported" | "ticket.validated" | "survey.answered";
                        }[];
                        failed: number;
                        id: string;
                        retrying: number;
                        title: string;
                    }[];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getFormsByEventIdByType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
                /** @description Rodzaj formularza */
                type: "registration" | "basic" | "survey";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        draft: {
                            /** @description Wartość edytora: { id, version, rows: [{ cells: [...] }] } */
                            data: {
                                [key: string]: unknown;
                            };
                            definition: {
                                [key: string]: unknown;
                            }[];
                            eventId?: string;
                            isSurvey: boolean;
                            metadata?: {
                                [key: string]: unknown;
                            };
                        };
                        previewUid: string;
                        published: {
                            /** @description Wartość edytora: { id, version, rows: [{ cells: [...] }] } */
                            data: {
                                [key: string]: unknown;
                            };
                            definition: {
                                [key: string]: unknown;
                            }[];
                            eventId?: string;
                            isSurvey: boolean;
                            metadata?: {
                                [key: string]: unknown;
                            };
                        } | null;
                        /** Format: date-time */
                        publishedAt: Date | null;
                        publishedRevision: number | null;
                        revision: number;
                        /** @enum {string} */
                        type: "registration" | "basic" | "survey";
                        /** Format: date-time */
                        updatedAt: Date | null;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putFormsByEventIdByType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
                /** @description Rodzaj formularza */
                type: "registration" | "basic" | "survey";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Wartość edytora: { id, version, rows: [{ cells: [...] }] } */
                    data: {
                        [key: string]: unknown;
                    };
                    isSurvey?: boolean;
                    metadata?: {
                        [key: string]: unknown;
                    };
                    /** @description Wersja szkicu, od której zaczęto zmiany */
                    revision: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        draft: {
                            /** @description Wartość edytora: { id, version, rows: [{ cells: [...] }] } */
                            data: {
                                [key: string]: unknown;
                            };
                            definition: {
                                [key: string]: unknown;
                            }[];
                            eventId?: string;
                            isSurvey: boolean;
                            metadata?: {
                                [key: string]: unknown;
                            };
                        };
                        previewUid: string;
                        published: {
                            /** @description Wartość edytora: { id, version, rows: [{ cells: [...] }] } */
                            data: {
                                [key: string]: unknown;
                            };
                            definition: {
                                [key: string]: unknown;
                            }[];
                            eventId?: string;
                            isSurvey: boolean;
                            metadata?: {
                                [key: string]: unknown;
                            };
                        } | null;
                        /** Format: date-time */
                        publishedAt: Date | null;
                        publishedRevision: number | null;
                        revision: number;
                        /** @enum {string} */
                        type: "registration" | "basic" | "survey";
                        /** Format: date-time */
                        updatedAt: Date | null;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postFormsByEventIdByTypePublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
                /** @description Rodzaj formularza */
                type: "registration" | "basic" | "survey";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Wersja szkicu, która ma zostać opublikowana */
                    revision: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        draft: {
                            /** @description Wartość edytora: { id, version, rows: [{ cells: [...] }] } */
                            data: {
                                [key: string]: unknown;
                            };
                            definition: {
                                [key: string]: unknown;
                            }[];
                            eventId?: string;
                            isSurvey: boolean;
                            metadata?: {
                                [key: string]: unknown;
                            };
                        };
                        previewUid: string;
                        published: {
                            /** @description Wartość edytora: { id, version, rows: [{ cells: [...] }] } */
                            data: {
                                [key: string]: unknown;
                            };
                            definition: {
                                [key: string]: unknown;
                            }[];
                            eventId?: string;
                            isSurvey: boolean;
                            metadata?: {
                                [key: string]: unknown;
                            };
                        } | null;
                        /** Format: date-time */
                        publishedAt: Date | null;
                        publishedRevision: number | null;
                        revision: number;
                        /** @enum {string} */
                        type: "registration" | "basic" | "survey";
                        /** Format: date-time */
                        updatedAt: Date | null;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getFormsPreviewByUid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identyfikator podglądu */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        availability: {
                            message: string | null;
                            open: boolean;
                            /** @description Ankieta przyjmuje odpowiedzi tylko z osobistego linku uczestnika (/ankieta?p=…) */
                            participantLinkRequired?: boolean;
                            placesLeft: number | null;
                            waitingList: boolean;
                        };
                        form: {
                            /** @description Wartość edytora: { id, version, rows: [{ cells: [...] }] } */
                            data: {
                                [key: string]: unknown;
                            };
                            definition: {
                                [key: string]: unknown;
                            }[];
                            eventId?: string;
                            isSurvey: boolean;
                            metadata?: {
                                [key: string]: unknown;
                            };
                        };
                        installments: {
                            configurations: {
                                [key: string]: unknown;
                            }[];
                            enabled: boolean;
                        };
                        /** @description Nagłówek i stopka strony uczestnika, zgody i format dat projektu */
                        page?: {
                            consents: {
                                /** @enum {string} */
                                id: "terms" | "privacy";
                                label: string;
                                text: string;
                                url: string | null;
                            }[];
                            dateFormat: string;
                            description: string;
                            /** Format: date-time */
                            from: Date | null;
                            logo: null | {
                                height: number;
                                url: string;
                            };
                            organizer: {
                                address: string;
                                emailAddress: string;
                                name: string;
                                phoneNumber: string;
                                taxId: string;
                                url: string;
                            };
                            place: string;
                            slogan: string;
                            /** Format: date-time */
                            to: Date | null;
                            websiteUrl: string | null;
                        };
                        paymentRules: {
                            [key: string]: unknown;
                        }[];
                        payments: {
                            cash: boolean;
                            enabled: boolean;
                            online: boolean;
                            /** @description Projekt ma numer rachunku do przelewu (strona płatności go pokaże) */
                            transferAccount: boolean;
                        };
                        preview: boolean;
                        products: {
                            /** @description Włączony i stan magazynu powyżej zera */
                            available: boolean;
                            durationMinutes: number | null;
                            enabled: boolean;
                            inventory: number | null;
                            maxCount: number | null;
                            name: string;
                            /** @description Cena w groszach */
                            price: number;
                            productId: string;
                            /** @description Stawka VAT produktu; null — jak w projekcie */
                            vatRate?: string | null;
                            visibilityRule?: {
                                humanRule?: string;
                                jsonRule?: unknown;
                            } | null;
                        }[];
                        project: {
                            domainName: string;
                            eventId: string;
                            name: string;
                            organizationId: string;
                            translationType: string;
                        };
                        /** @enum {string} */
                        type: "registration" | "basic" | "survey";
                        vatRate: string | null;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getFormsPublicByDomain: {
        parameters: {
            query?: {
                type?: "registration" | "survey";
            };
            header?: never;
            path: {
                /** @description Domena projektu albo pełny host */
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        availability: {
                            message: string | null;
                            open: boolean;
                            /** @description Ankieta przyjmuje odpowiedzi tylko z osobistego linku uczestnika (/ankieta?p=…) */
                            participantLinkRequired?: boolean;
                            placesLeft: number | null;
                            waitingList: boolean;
                        };
                        form: {
                            /** @description Wartość edytora: { id, version, rows: [{ cells: [...] }] } */
                            data: {
                                [key: string]: unknown;
                            };
                            definition: {
                                [key: string]: unknown;
                            }[];
                            eventId?: string;
                            isSurvey: boolean;
                            metadata?: {
                                [key: string]: unknown;
                            };
                        };
                        installments: {
                            configurations: {
                                [key: string]: unknown;
                            }[];
                            enabled: boolean;
                        };
                        /** @description Nagłówek i stopka strony uczestnika, zgody i format dat projektu */
                        page?: {
                            consents: {
                                /** @enum {string} */
                                id: "terms" | "privacy";
                                label: string;
                                text: string;
                                url: string | null;
                            }[];
                            dateFormat: string;
                            description: string;
                            /** Format: date-time */
                            from: Date | null;
                            logo: null | {
                                height: number;
                                url: string;
                            };
                            organizer: {
                                address: string;
                                emailAddress: string;
                                name: string;
                                phoneNumber: string;
                                taxId: string;
                                url: string;
                            };
                            place: string;
                            slogan: string;
                            /** Format: date-time */
                            to: Date | null;
                            websiteUrl: string | null;
                        };
                        paymentRules: {
                            [key: string]: unknown;
                        }[];
                        payments: {
                            cash: boolean;
                            enabled: boolean;
                            online: boolean;
                            /** @description Projekt ma numer rachunku do przelewu (strona płatności go pokaże) */
                            transferAccount: boolean;
                        };
                        preview: boolean;
                        products: {
                            /** @description Włączony i stan magazynu powyżej zera */
                            available: boolean;
                            durationMinutes: number | null;
                            enabled: boolean;
                            inventory: number | null;
                            maxCount: number | null;
                            name: string;
                            /** @description Cena w groszach */
                            price: number;
                            productId: string;
                            /** @description Stawka VAT produktu; null — jak w projekcie */
                            vatRate?: string | null;
                            visibilityRule?: {
                                humanRule?: string;
                                jsonRule?: unknown;
                            } | null;
                        }[];
                        project: {
                            domainName: string;
                            eventId: string;
                            name: string;
                            organizationId: string;
                            translationType: string;
                        };
                        /** @enum {string} */
                        type: "registration" | "basic" | "survey";
                        vatRate: string | null;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postImagesByOrgId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fileName: string;
                        /** @description Identyfikator obrazu: plik pod /images/{id} */
                        id: string;
                        /** @enum {string} */
                        mimeType: "image/png" | "image/jpeg";
                        /** @description Rozmiar w bajtach */
                        size: number;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postImportexportCreateBalancesByAByB: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description organizationId */
                a: string;
                /**
                 * @description Miesiąc RRRR-MM
                 * @example 2025-01
                 */
                b: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Saldo otwarcia (grosze; dodatnie = zaległość) */
                        balance: number;
                        /** @description Należności (grosze) */
                        charged: number;
                        customerCount: number;
                        organizationId: string;
                        /** @description Wpłaty (grosze) */
                        paid: number;
                        yearMonth: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getImportexportExportByOrgId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description organizationId */
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Kolekcja → dokumenty organizacji (Extended JSON) */
                        collections: {
                            [key: string]: {
                                [key: string]: unknown;
                            }[];
                        };
                        /** Format: date-time */
                        exportedAt: Date;
                        /** @enum {string} */
                        format: "zapisy.organization-export";
                        organizationId: string;
                        /** @description Konta osób organizacji (z hasłami w postaci skrótów scrypt) */
                        users: {
                            [key: string]: unknown;
                        }[];
                        /** @example 1 */
                        version: number;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postImportexportImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Kolekcja → dokumenty organizacji (Extended JSON) */
                    collections: {
                        [key: string]: {
                            [key: string]: unknown;
                        }[];
                    };
                    /** Format: date-time */
                    exportedAt: Date | string;
                    /** @enum {string} */
                    format: "zapisy.organization-export";
                    organizationId: string;
                    /** @description Konta osób organizacji (z hasłami w postaci skrótów scrypt) */
                    users: {
                        [key: string]: unknown;
                    }[];
                    /** @example 1 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        collections: {
                            [key: string]: number;
                        };
                        organizationId: string;
                        usersInserted: number;
                        usersSkipped: number;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        firstName: string;
                        lastName: string;
                        organizationId: string | null;
                        phoneNumber: string;
                        /** Format: date-time */
                        registrationDate: Date;
                        /** @enum {string} */
                        role: "site-admin" | "admin" | "payments" | "employee" | "reception" | "guest";
                        /** @enum {string} */
                        status: "pending" | "active" | "blocked";
                        userId: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword?: string;
                    /** Format: email */
                    email?: string;
                    firstName?: string;
                    lastName?: string;
                    /** @description Hasło: co najmniej 10 znaków */
                    password?: string;
                    phoneNumber?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Nowy token po zmianie hasła (inne sesje wygasają) */
                        token?: string;
                        /** User */
                        user: {
                            /** Format: email */
                            email: string;
                            firstName: string;
                            lastName: string;
                            organizationId: string | null;
                            phoneNumber: string;
                            /** Format: date-time */
                            registrationDate: Date;
                            /** @enum {string} */
                            role: "site-admin" | "admin" | "payments" | "employee" | "reception" | "guest";
                            /** @enum {string} */
                            status: "pending" | "active" | "blocked";
                            userId: string;
                        };
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getMeSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Początek sesji (ISO 8601) */
                        createdAt: string;
                        /** @description Sesja, z której przyszło to zapytanie */
                        current: boolean;
                        /** @description Koniec ważności (ISO 8601) */
                        expiresAt: string;
                        ip: string | null;
                        sessionId: string;
                        /** @description Przeglądarka (nagłówek User-Agent) */
                        userAgent: string | null;
                    }[];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteMeSessionsBySessionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postMeSessionsEndOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ended: number;
                        token: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Nazwa organizacji */
                    name: string;
                    /** Właściciel (userId) */
                    ownerId: string;
                    /**
                     * Status subskrypcji
                     * @description free: Bezpłatna; subscription: Subskrypcja; inactive: Nieaktywna; quota: Przekroczony limit
                     * @enum {string}
                     */
                    subscriptionStatus?: "free" | "subscription" | "inactive" | "quota";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Kalendarz */
                        calendar?: {
                            /** Kalendarz włączony */
                            enabled?: boolean;
                            /** Kalendarz na uczestniku */
                            onParticipant?: boolean;
                        };
                        /** Format: date-time */
                        createdAt: Date;
                        /** Ustawienia klientów */
                        customerSettings?: {
                            /** Rozliczenia według daty wpłaty */
                            billingsByPaymentDate?: boolean;
                            /** Osobny klient dla każdego uczestnika */
                            customerPerParticipant?: boolean;
                            /** Wpłaty wspólne dla wszystkich projektów */
                            hasGlobalPayments?: boolean;
                            /**
                             * Dane opiekuna klienta
                             * @description Kolumny i pola opiekuna (np. rodzica) w siatce i na karcie klienta
                             */
                            hasGuardian?: boolean;
                            /** Ignoruj filtr roku i miesiąca */
                            ignoreYearMonth?: boolean;
                            /**
                             * Dwie osoby na klienta
                             * @description Kolumny i pola drugiej osoby w siatce i na karcie klienta
                             */
                            twoPeople?: boolean;
                        };
                        /** Domena organizacji */
                        domainName?: string;
                        /** Adres e-mail */
                        emailAddress?: string;
                        /** Integracje */
                        integrations: {
                            /**
                             * Moduł księgowy
                             * @description none: Brak; ifirma: iFirma; fakturownia: Fakturownia
                             * @enum {string}
                             */
                            accountingModule?: "none" | "ifirma" | "fakturownia";
                            /** Ustawienia modułów */
                            accounts?: {
                                /** Fakturownia */
                                fakturownia?: {
                                    /**
                                     * Domena konta (np. firma.fakturownia.pl)
                                     * @description Adres konta w Fakturowni, pod którym organizator się loguje.
                                     */
                                    domain?: string;
                                    /**
                                     * Token API
                                     * @description Kod autoryzacyjny API z ustawień konta Fakturowni (Ustawienia → Ustawienia konta → Integracja).
                                     */
                                    token?: {
                                        set: boolean;
                                    };
                                };
                                /** iFirma */
                                ifirma?: {
                                    /**
                                     * Filtr klientów
                                     * @description Które należności przekazywać do iFirma; puste = wszystkie.
                                     */
                                    customersFilter?: string;
                                    /**
                                     * Schemat numeracji
                                     * @description Nazwa serii numeracji w iFirma; puste = domyślna seria konta.
                                     */
                                    numberingScheme?: string;
                                    /**
                                     * Klucz API: abonent
                                     * @description Klucz „abonent”; odczyt danych konta.
                                     */
                                    passwordAccount?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Klucz API: faktury
                                     * @description Klucz „faktura” z iFirma (Narzędzia → API); wystawia i pobiera faktury.
                                     */
                                    passwordInvoice?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Klucz API: rachunki
                                     * @description Klucz „rachunek”; potrzebny tylko przy wystawianiu rachunków.
                                     */
                                    passwordReceipt?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Nazwa użytkownika
                                     * @description Login do iFirma (adres e-mail), którym podpisywane są zapytania do API.
                                     */
                                    userName?: string;
                                };
                                /** Paynow */
                                paynow?: {
                                    /**
                                     * Klucz API
                                     * @description Api-Key z panelu sprzedawcy Paynow (Ustawienia → Sklepy i punkty płatności → Dane uwierzytelniające).
                                     */
                                    apiKey?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Klucz podpisu
                                     * @description Signature-Key z tego samego miejsca panelu Paynow. Paynow wysyła powiadomienia o płatnościach na adres ustawiony w panelu, a nie podawany przy płatności: wklej w panelu Paynow w polu „Adres powiadomień” adres powiadomień pokazany przez Zapisy w ustawieniach płatności.
                                     */
                                    signKey?: {
                                        set: boolean;
                                    };
                                };
                                /** PayU */
                                payu?: {
                                    /**
                                     * Identyfikator klienta (client_id)
                                     * @description Z sekcji „Klucze konfiguracji” punktu płatności: „Protokół OAuth – client_id”.
                                     */
                                    clientId?: string;
                                    /**
                                     * Drugi klucz (MD5)
                                     * @description Z sekcji „Klucze konfiguracji”: „Drugi klucz (MD5)”. Służy do sprawdzania podpisu powiadomień.
                                     */
                                    md5?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Identyfikator punktu płatności (POS ID)
                                     * @description Panel PayU → Płatności elektroniczne → Moje sklepy → Punkty płatności → „Id punktu płatności (pos_id)”.
                                     */
                                    posId?: string;
                                    /**
                                     * Sekret klienta (client_secret)
                                     * @description Z sekcji „Klucze konfiguracji”: „Protokół OAuth – client_secret”.
                                     */
                                    secret?: {
                                        set: boolean;
                                    };
                                };
                                /** Przelewy24 / Przelewy24 Marketplace */
                                przelewy24?: {
                                    /**
                                     * Klucz API (raporty)
                                     * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do raportów. Hasło do REST API (login to POS ID).
                                     */
                                    apiKey?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Koszt transakcji (%)
                                     * @description Prowizja marketplace potrącana z każdej wpłaty przed przekazaniem środków organizatorowi.
                                     */
                                    cost?: number;
                                    /**
                                     * Klucz CRC
                                     * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do CRC. Podpisuje transakcje.
                                     */
                                    crcKey?: {
                                        set: boolean;
                                    };
                                    /** Marketplace włączony */
                                    marketplaceEnabled?: boolean;
                                    /**
                                     * Identyfikator sprzedawcy w marketplace
                                     * @description Identyfikator subkonta organizatora nadany przy rejestracji w marketplace; na nie trafiają środki.
                                     */
                                    marketplaceMerchantId?: string;
                                    /**
                                     * Identyfikator sklepu w marketplace
                                     * @description POS marketplace, na którym rejestrowane są transakcje. Puste = identyfikator sklepu (POS ID).
                                     */
                                    marketplacePosId?: string;
                                    /** Identyfikator sprzedawcy (merchant ID) */
                                    merchantId?: string;
                                    /**
                                     * Klucz zamówień
                                     * @description Starsza nazwa klucza do raportów, widoczna w niektórych panelach. Używany jako hasło do REST API tylko, gdy pole „Klucz API (raporty)” jest puste.
                                     */
                                    orderKey?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Identyfikator sklepu (POS ID)
                                     * @description Puste = identyfikator sprzedawcy (tak jest na większości kont).
                                     */
                                    posId?: string;
                                    /** Konto zweryfikowane */
                                    verified?: boolean;
                                };
                                /** Google reCAPTCHA v3 */
                                recaptcha?: {
                                    /**
                                     * Włączona
                                     * @description Czy ta integracja działa w organizacji.
                                     */
                                    enabled?: boolean;
                                    /**
                                     * Próg oceny (0–1)
                                     * @description Zgłoszenia z oceną niższą niż próg są odrzucane. Domyślnie 0,5; wyższy próg odrzuca więcej botów i więcej ludzi.
                                     */
                                    minScore?: number;
                                    /**
                                     * Klucz tajny
                                     * @description Klucz tajny reCAPTCHA v3 z tej samej witryny w konsoli Google; serwer sprawdza nim odpowiedzi.
                                     */
                                    secretKey?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Klucz witryny
                                     * @description Klucz witryny reCAPTCHA v3 z konsoli Google (g.co/recaptcha/admin); jest publiczny, trafia na stronę formularza. Dodaj w konsoli domeny, na których jest formularz (np. demo.zapisy.pl i strona, na której go osadzasz).
                                     */
                                    siteKey?: string;
                                };
                            };
                            /** Integracja księgowa włączona */
                            isAccountingEnabled?: boolean;
                            /**
                             * Moduł płatności
                             * @description none: Brak; przelewy24: Przelewy24; przelewy24marketplace: Przelewy24 Marketplace; payu: PayU; paynow: Paynow
                             * @enum {string}
                             */
                            paymentModule?: "none" | "przelewy24" | "przelewy24marketplace" | "payu" | "paynow";
                            /** Używaj systemowych kont płatności */
                            useSystemPaymentAccounts?: boolean;
                        };
                        /** Fakturowanie: ustawienia domyślne */
                        invoicing?: {
                            /** Wzorzec numeracji korekt */
                            correctionPatternId?: string;
                            /** Termin płatności (dni) */
                            daysToPay?: number;
                            /** Stawka ryczałtu (%) */
                            lumpPercent?: number;
                            /** Rozliczenie ryczałtem */
                            lumpSum?: boolean;
                            /** Wzorzec numeracji faktur */
                            patternId?: string;
                            /** Faktury z VAT */
                            useVat?: boolean;
                            /**
                             * Stawka VAT
                             * @description 23: 23 %; 22: 22 % (stawka sprzed 2011 r.); 8: 8 %; 7: 7 % (stawka sprzed 2011 r.); 5: 5 %; 3: 3 % (stawka sprzed 2011 r.); 0: 0 %; zw: zw (zwolniony); np: np (nie podlega); oo: oo (odwrotne obciążenie)
                             * @enum {string}
                             */
                            vatPercent?: "23" | "22" | "8" | "7" | "5" | "3" | "0" | "zw" | "np" | "oo";
                        };
                        /** Logo */
                        logo?: {
                            /** Nazwa pliku */
                            fileName?: string;
                            /** Wysokość logo (px) */
                            height?: number;
                            /** Identyfikator pliku */
                            id?: string;
                            /** Typ pliku */
                            mimeType?: string;
                        };
                        /** Nazwa organizacji */
                        name: string;
                        /** Wzorce numeracji */
                        numberingPatterns?: {
                            /** Wzorzec (x – kolejny numer, yyyy – rok, mm – miesiąc) */
                            pattern: string;
                            /** Identyfikator */
                            patternId: string;
                            /** Numeracja od nowa co rok */
                            yearly?: boolean;
                        }[];
                        organizationId: string;
                        ownerId: string;
                        permissions: {
                            /** Format: date-time */
                            from: Date | null;
                            /** @enum {string} */
                            role: "admin" | "payments" | "employee" | "reception" | "guest";
                            /** Format: date-time */
                            to: Date | null;
                            userId: string;
                        }[];
                        /** Numer telefonu */
                        phoneNumber?: string;
                        /**
                         * Status subskrypcji
                         * @description free: Bezpłatna; subscription: Subskrypcja; inactive: Nieaktywna; quota: Przekroczony limit
                         * @enum {string}
                         */
                        subscriptionStatus: "free" | "subscription" | "inactive" | "quota";
                        /** Format: date-time */
                        updatedAt: Date;
                        /** Adres strony internetowej */
                        url?: string;
                        /** Używaj domeny organizacji */
                        useDomain?: boolean;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getOrganizationByOrgId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description organizationId */
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Kalendarz */
                        calendar?: {
                            /** Kalendarz włączony */
                            enabled?: boolean;
                            /** Kalendarz na uczestniku */
                            onParticipant?: boolean;
                        };
                        /** Format: date-time */
                        createdAt: Date;
                        /** Ustawienia klientów */
                        customerSettings?: {
                            /** Rozliczenia według daty wpłaty */
                            billingsByPaymentDate?: boolean;
                            /** Osobny klient dla każdego uczestnika */
                            customerPerParticipant?: boolean;
                            /** Wpłaty wspólne dla wszystkich projektów */
                            hasGlobalPayments?: boolean;
                            /**
                             * Dane opiekuna klienta
                             * @description Kolumny i pola opiekuna (np. rodzica) w siatce i na karcie klienta
                             */
                            hasGuardian?: boolean;
                            /** Ignoruj filtr roku i miesiąca */
                            ignoreYearMonth?: boolean;
                            /**
                             * Dwie osoby na klienta
                             * @description Kolumny i pola drugiej osoby w siatce i na karcie klienta
                             */
                            twoPeople?: boolean;
                        };
                        /** Domena organizacji */
                        domainName?: string;
                        /** Adres e-mail */
                        emailAddress?: string;
                        /** Integracje */
                        integrations: {
                            /**
                             * Moduł księgowy
                             * @description none: Brak; ifirma: iFirma; fakturownia: Fakturownia
                             * @enum {string}
                             */
                            accountingModule?: "none" | "ifirma" | "fakturownia";
                            /** Ustawienia modułów */
                            accounts?: {
                                /** Fakturownia */
                                fakturownia?: {
                                    /**
                                     * Domena konta (np. firma.fakturownia.pl)
                                     * @description Adres konta w Fakturowni, pod którym organizator się loguje.
                                     */
                                    domain?: string;
                                    /**
                                     * Token API
                                     * @description Kod autoryzacyjny API z ustawień konta Fakturowni (Ustawienia → Ustawienia konta → Integracja).
                                     */
                                    token?: {
                                        set: boolean;
                                    };
                                };
                                /** iFirma */
                                ifirma?: {
                                    /**
                                     * Filtr klientów
                                     * @description Które należności przekazywać do iFirma; puste = wszystkie.
                                     */
                                    customersFilter?: string;
                                    /**
                                     * Schemat numeracji
                                     * @description Nazwa serii numeracji w iFirma; puste = domyślna seria konta.
                                     */
                                    numberingScheme?: string;
                                    /**
                                     * Klucz API: abonent
                                     * @description Klucz „abonent”; odczyt danych konta.
                                     */
                                    passwordAccount?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Klucz API: faktury
                                     * @description Klucz „faktura” z iFirma (Narzędzia → API); wystawia i pobiera faktury.
                                     */
                                    passwordInvoice?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Klucz API: rachunki
                                     * @description Klucz „rachunek”; potrzebny tylko przy wystawianiu rachunków.
                                     */
                                    passwordReceipt?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Nazwa użytkownika
                                     * @description Login do iFirma (adres e-mail), którym podpisywane są zapytania do API.
                                     */
                                    userName?: string;
                                };
                                /** Paynow */
                                paynow?: {
                                    /**
                                     * Klucz API
                                     * @description Api-Key z panelu sprzedawcy Paynow (Ustawienia → Sklepy i punkty płatności → Dane uwierzytelniające).
                                     */
                                    apiKey?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Klucz podpisu
                                     * @description Signature-Key z tego samego miejsca panelu Paynow. Paynow wysyła powiadomienia o płatnościach na adres ustawiony w panelu, a nie podawany przy płatności: wklej w panelu Paynow w polu „Adres powiadomień” adres powiadomień pokazany przez Zapisy w ustawieniach płatności.
                                     */
                                    signKey?: {
                                        set: boolean;
                                    };
                                };
                                /** PayU */
                                payu?: {
                                    /**
                                     * Identyfikator klienta (client_id)
                                     * @description Z sekcji „Klucze konfiguracji” punktu płatności: „Protokół OAuth – client_id”.
                                     */
                                    clientId?: string;
                                    /**
                                     * Drugi klucz (MD5)
                                     * @description Z sekcji „Klucze konfiguracji”: „Drugi klucz (MD5)”. Służy do sprawdzania podpisu powiadomień.
                                     */
                                    md5?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Identyfikator punktu płatności (POS ID)
                                     * @description Panel PayU → Płatności elektroniczne → Moje sklepy → Punkty płatności → „Id punktu płatności (pos_id)”.
                                     */
                                    posId?: string;
                                    /**
                                     * Sekret klienta (client_secret)
                                     * @description Z sekcji „Klucze konfiguracji”: „Protokół OAuth – client_secret”.
                                     */
                                    secret?: {
                                        set: boolean;
                                    };
                                };
                                /** Przelewy24 / Przelewy24 Marketplace */
                                przelewy24?: {
                                    /**
                                     * Klucz API (raporty)
                                     * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do raportów. Hasło do REST API (login to POS ID).
                                     */
                                    apiKey?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Koszt transakcji (%)
                                     * @description Prowizja marketplace potrącana z każdej wpłaty przed przekazaniem środków organizatorowi.
                                     */
                                    cost?: number;
                                    /**
                                     * Klucz CRC
                                     * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do CRC. Podpisuje transakcje.
                                     */
                                    crcKey?: {
                                        set: boolean;
                                    };
                                    /** Marketplace włączony */
                                    marketplaceEnabled?: boolean;
                                    /**
                                     * Identyfikator sprzedawcy w marketplace
                                     * @description Identyfikator subkonta organizatora nadany przy rejestracji w marketplace; na nie trafiają środki.
                                     */
                                    marketplaceMerchantId?: string;
                                    /**
                                     * Identyfikator sklepu w marketplace
                                     * @description POS marketplace, na którym rejestrowane są transakcje. Puste = identyfikator sklepu (POS ID).
                                     */
                                    marketplacePosId?: string;
                                    /** Identyfikator sprzedawcy (merchant ID) */
                                    merchantId?: string;
                                    /**
                                     * Klucz zamówień
                                     * @description Starsza nazwa klucza do raportów, widoczna w niektórych panelach. Używany jako hasło do REST API tylko, gdy pole „Klucz API (raporty)” jest puste.
                                     */
                                    orderKey?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Identyfikator sklepu (POS ID)
                                     * @description Puste = identyfikator sprzedawcy (tak jest na większości kont).
                                     */
                                    posId?: string;
                                    /** Konto zweryfikowane */
                                    verified?: boolean;
                                };
                                /** Google reCAPTCHA v3 */
                                recaptcha?: {
                                    /**
                                     * Włączona
                                     * @description Czy ta integracja działa w organizacji.
                                     */
                                    enabled?: boolean;
                                    /**
                                     * Próg oceny (0–1)
                                     * @description Zgłoszenia z oceną niższą niż próg są odrzucane. Domyślnie 0,5; wyższy próg odrzuca więcej botów i więcej ludzi.
                                     */
                                    minScore?: number;
                                    /**
                                     * Klucz tajny
                                     * @description Klucz tajny reCAPTCHA v3 z tej samej witryny w konsoli Google; serwer sprawdza nim odpowiedzi.
                                     */
                                    secretKey?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Klucz witryny
                                     * @description Klucz witryny reCAPTCHA v3 z konsoli Google (g.co/recaptcha/admin); jest publiczny, trafia na stronę formularza. Dodaj w konsoli domeny, na których jest formularz (np. demo.zapisy.pl i strona, na której go osadzasz).
                                     */
                                    siteKey?: string;
                                };
                            };
                            /** Integracja księgowa włączona */
                            isAccountingEnabled?: boolean;
                            /**
                             * Moduł płatności
                             * @description none: Brak; przelewy24: Przelewy24; przelewy24marketplace: Przelewy24 Marketplace; payu: PayU; paynow: Paynow
                             * @enum {string}
                             */
                            paymentModule?: "none" | "przelewy24" | "przelewy24marketplace" | "payu" | "paynow";
                            /** Używaj systemowych kont płatności */
                            useSystemPaymentAccounts?: boolean;
                        };
                        /** Fakturowanie: ustawienia domyślne */
                        invoicing?: {
                            /** Wzorzec numeracji korekt */
                            correctionPatternId?: string;
                            /** Termin płatności (dni) */
                            daysToPay?: number;
                            /** Stawka ryczałtu (%) */
                            lumpPercent?: number;
                            /** Rozliczenie ryczałtem */
                            lumpSum?: boolean;
                            /** Wzorzec numeracji faktur */
                            patternId?: string;
                            /** Faktury z VAT */
                            useVat?: boolean;
                            /**
                             * Stawka VAT
                             * @description 23: 23 %; 22: 22 % (stawka sprzed 2011 r.); 8: 8 %; 7: 7 % (stawka sprzed 2011 r.); 5: 5 %; 3: 3 % (stawka sprzed 2011 r.); 0: 0 %; zw: zw (zwolniony); np: np (nie podlega); oo: oo (odwrotne obciążenie)
                             * @enum {string}
                             */
                            vatPercent?: "23" | "22" | "8" | "7" | "5" | "3" | "0" | "zw" | "np" | "oo";
                        };
                        /** Logo */
                        logo?: {
                            /** Nazwa pliku */
                            fileName?: string;
                            /** Wysokość logo (px) */
                            height?: number;
                            /** Identyfikator pliku */
                            id?: string;
                            /** Typ pliku */
                            mimeType?: string;
                        };
                        /** Nazwa organizacji */
                        name: string;
                        /** Wzorce numeracji */
                        numberingPatterns?: {
                            /** Wzorzec (x – kolejny numer, yyyy – rok, mm – miesiąc) */
                            pattern: string;
                            /** Identyfikator */
                            patternId: string;
                            /** Numeracja od nowa co rok */
                            yearly?: boolean;
                        }[];
                        organizationId: string;
                        ownerId: string;
                        permissions: {
                            /** Format: date-time */
                            from: Date | null;
                            /** @enum {string} */
                            role: "admin" | "payments" | "employee" | "reception" | "guest";
                            /** Format: date-time */
                            to: Date | null;
                            userId: string;
                        }[];
                        /** Numer telefonu */
                        phoneNumber?: string;
                        /**
                         * Status subskrypcji
                         * @description free: Bezpłatna; subscription: Subskrypcja; inactive: Nieaktywna; quota: Przekroczony limit
                         * @enum {string}
                         */
                        subscriptionStatus: "free" | "subscription" | "inactive" | "quota";
                        /** Format: date-time */
                        updatedAt: Date;
                        /** Adres strony internetowej */
                        url?: string;
                        /** Używaj domeny organizacji */
                        useDomain?: boolean;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchOrganizationByOrgId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description organizationId */
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Kalendarz */
                    calendar?: {
                        /** Kalendarz włączony */
                        enabled?: boolean;
                        /** Kalendarz na uczestniku */
                        onParticipant?: boolean;
                    };
                    /** Ustawienia klientów */
                    customerSettings?: {
                        /** Rozliczenia według daty wpłaty */
                        billingsByPaymentDate?: boolean;
                        /** Osobny klient dla każdego uczestnika */
                        customerPerParticipant?: boolean;
                        /** Wpłaty wspólne dla wszystkich projektów */
                        hasGlobalPayments?: boolean;
                        /**
                         * Dane opiekuna klienta
                         * @description Kolumny i pola opiekuna (np. rodzica) w siatce i na karcie klienta
                         */
                        hasGuardian?: boolean;
                        /** Ignoruj filtr roku i miesiąca */
                        ignoreYearMonth?: boolean;
                        /**
                         * Dwie osoby na klienta
                         * @description Kolumny i pola drugiej osoby w siatce i na karcie klienta
                         */
                        twoPeople?: boolean;
                    };
                    /** Domena organizacji */
                    domainName?: string;
                    /** Adres e-mail */
                    emailAddress?: string;
                    /** Integracje */
                    integrations?: {
                        /**
                         * Moduł księgowy
                         * @description none: Brak; ifirma: iFirma; fakturownia: Fakturownia
                         * @enum {string}
                         */
                        accountingModule?: "none" | "ifirma" | "fakturownia";
                        /** Ustawienia modułów */
                        accounts?: {
                            /** Fakturownia */
                            fakturownia?: {
                                /**
                                 * Domena konta (np. firma.fakturownia.pl)
                                 * @description Adres konta w Fakturowni, pod którym organizator się loguje.
                                 */
                                domain?: string;
                                /**
                                 * Token API
                                 * @description Kod autoryzacyjny API z ustawień konta Fakturowni (Ustawienia → Ustawienia konta → Integracja).
                                 */
                                token?: string | {
                                    set: boolean;
                                };
                            };
                            /** iFirma */
                            ifirma?: {
                                /**
                                 * Filtr klientów
                                 * @description Które należności przekazywać do iFirma; puste = wszystkie.
                                 */
                                customersFilter?: string;
                                /**
                                 * Schemat numeracji
                                 * @description Nazwa serii numeracji w iFirma; puste = domyślna seria konta.
                                 */
                                numberingScheme?: string;
                                /**
                                 * Klucz API: abonent
                                 * @description Klucz „abonent”; odczyt danych konta.
                                 */
                                passwordAccount?: string | {
                                    set: boolean;
                                };
                                /**
                                 * Klucz API: faktury
                                 * @description Klucz „faktura” z iFirma (Narzędzia → API); wystawia i pobiera faktury.
                                 */
                                passwordInvoice?: string | {
                                    set: boolean;
                                };
                                /**
                                 * Klucz API: rachunki
                                 * @description Klucz „rachunek”; potrzebny tylko przy wystawianiu rachunków.
                                 */
                                passwordReceipt?: string | {
                                    set: boolean;
                                };
                                /**
                                 * Nazwa użytkownika
                                 * @description Login do iFirma (adres e-mail), którym podpisywane są zapytania do API.
                                 */
                                userName?: string;
                            };
                            /** Paynow */
                            paynow?: {
                                /**
                                 * Klucz API
                                 * @description Api-Key z panelu sprzedawcy Paynow (Ustawienia → Sklepy i punkty płatności → Dane uwierzytelniające).
                                 */
                                apiKey?: string | {
                                    set: boolean;
                                };
                                /**
                                 * Klucz podpisu
                                 * @description Signature-Key z tego samego miejsca panelu Paynow. Paynow wysyła powiadomienia o płatnościach na adres ustawiony w panelu, a nie podawany przy płatności: wklej w panelu Paynow w polu „Adres powiadomień” adres powiadomień pokazany przez Zapisy w ustawieniach płatności.
                                 */
                                signKey?: string | {
                                    set: boolean;
                                };
                            };
                            /** PayU */
                            payu?: {
                                /**
                                 * Identyfikator klienta (client_id)
                                 * @description Z sekcji „Klucze konfiguracji” punktu płatności: „Protokół OAuth – client_id”.
                                 */
                                clientId?: string;
                                /**
                                 * Drugi klucz (MD5)
                                 * @description Z sekcji „Klucze konfiguracji”: „Drugi klucz (MD5)”. Służy do sprawdzania podpisu powiadomień.
                                 */
                                md5?: string | {
                                    set: boolean;
                                };
                                /**
                                 * Identyfikator punktu płatności (POS ID)
                                 * @description Panel PayU → Płatności elektroniczne → Moje sklepy → Punkty płatności → „Id punktu płatności (pos_id)”.
                                 */
                                posId?: string;
                                /**
                                 * Sekret klienta (client_secret)
                                 * @description Z sekcji „Klucze konfiguracji”: „Protokół OAuth – client_secret”.
                                 */
                                secret?: string | {
                                    set: boolean;
                                };
                            };
                            /** Przelewy24 / Przelewy24 Marketplace */
                            przelewy24?: {
                                /**
                                 * Klucz API (raporty)
                                 * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do raportów. Hasło do REST API (login to POS ID).
                                 */
                                apiKey?: string | {
                                    set: boolean;
                                };
                                /**
                                 * Koszt transakcji (%)
                                 * @description Prowizja marketplace potrącana z każdej wpłaty przed przekazaniem środków organizatorowi.
                                 */
                                cost?: number;
                                /**
                                 * Klucz CRC
                                 * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do CRC. Podpisuje transakcje.
                                 */
                                crcKey?: string | {
                                    set: boolean;
                                };
                                /** Marketplace włączony */
                                marketplaceEnabled?: boolean;
                                /**
                                 * Identyfikator sprzedawcy w marketplace
                                 * @description Identyfikator subkonta organizatora nadany przy rejestracji w marketplace; na nie trafiają środki.
                                 */
                                marketplaceMerchantId?: string;
                                /**
                                 * Identyfikator sklepu w marketplace
                                 * @description POS marketplace, na którym rejestrowane są transakcje. Puste = identyfikator sklepu (POS ID).
                                 */
                                marketplacePosId?: string;
                                /** Identyfikator sprzedawcy (merchant ID) */
                                merchantId?: string;
                                /**
                                 * Klucz zamówień
                                 * @description Starsza nazwa klucza do raportów, widoczna w niektórych panelach. Używany jako hasło do REST API tylko, gdy pole „Klucz API (raporty)” jest puste.
                                 */
                                orderKey?: string | {
                                    set: boolean;
                                };
                                /**
                                 * Identyfikator sklepu (POS ID)
                                 * @description Puste = identyfikator sprzedawcy (tak jest na większości kont).
                                 */
                                posId?: string;
                                /** Konto zweryfikowane */
                                verified?: boolean;
                            };
                            /** Google reCAPTCHA v3 */
                            recaptcha?: {
                                /**
                                 * Włączona
                                 * @description Czy ta integracja działa w organizacji.
                                 */
                                enabled?: boolean;
                                /**
                                 * Próg oceny (0–1)
                                 * @description Zgłoszenia z oceną niższą niż próg są odrzucane. Domyślnie 0,5; wyższy próg odrzuca więcej botów i więcej ludzi.
                                 */
                                minScore?: number;
                                /**
                                 * Klucz tajny
                                 * @description Klucz tajny reCAPTCHA v3 z tej samej witryny w konsoli Google; serwer sprawdza nim odpowiedzi.
                                 */
                                secretKey?: string | {
                                    set: boolean;
                                };
                                /**
                                 * Klucz witryny
                                 * @description Klucz witryny reCAPTCHA v3 z konsoli Google (g.co/recaptcha/admin); jest publiczny, trafia na stronę formularza. Dodaj w konsoli domeny, na których jest formularz (np. demo.zapisy.pl i strona, na której go osadzasz).
                                 */
                                siteKey?: string;
                            };
                        };
                        /** Integracja księgowa włączona */
                        isAccountingEnabled?: boolean;
                        /**
                         * Moduł płatności
                         * @description none: Brak; przelewy24: Przelewy24; przelewy24marketplace: Przelewy24 Marketplace; payu: PayU; paynow: Paynow
                         * @enum {string}
                         */
                        paymentModule?: "none" | "przelewy24" | "przelewy24marketplace" | "payu" | "paynow";
                        /** Używaj systemowych kont płatności */
                        useSystemPaymentAccounts?: boolean;
                    };
                    /** Fakturowanie: ustawienia domyślne */
                    invoicing?: {
                        /** Wzorzec numeracji korekt */
                        correctionPatternId?: string;
                        /** Termin płatności (dni) */
                        daysToPay?: number;
                        /** Stawka ryczałtu (%) */
                        lumpPercent?: number;
                        /** Rozliczenie ryczałtem */
                        lumpSum?: boolean;
                        /** Wzorzec numeracji faktur */
                        patternId?: string;
                        /** Faktury z VAT */
                        useVat?: boolean;
                        /**
                         * Stawka VAT
                         * @description 23: 23 %; 22: 22 % (stawka sprzed 2011 r.); 8: 8 %; 7: 7 % (stawka sprzed 2011 r.); 5: 5 %; 3: 3 % (stawka sprzed 2011 r.); 0: 0 %; zw: zw (zwolniony); np: np (nie podlega); oo: oo (odwrotne obciążenie)
                         * @enum {string}
                         */
                        vatPercent?: "23" | "22" | "8" | "7" | "5" | "3" | "0" | "zw" | "np" | "oo";
                    };
                    /** Logo */
                    logo?: {
                        /** Nazwa pliku */
                        fileName?: string;
                        /** Wysokość logo (px) */
                        height?: number;
                        /** Identyfikator pliku */
                        id?: string;
                        /** Typ pliku */
                        mimeType?: string;
                    };
                    /** Nazwa organizacji */
                    name?: string;
                    /** Wzorce numeracji */
                    numberingPatterns?: {
                        /** Wzorzec (x – kolejny numer, yyyy – rok, mm – miesiąc) */
                        pattern: string;
                        /** Identyfikator */
                        patternId: string;
                        /** Numeracja od nowa co rok */
                        yearly?: boolean;
                    }[];
                    /** Numer telefonu */
                    phoneNumber?: string;
                    /**
                     * Status subskrypcji
                     * @description free: Bezpłatna; subscription: Subskrypcja; inactive: Nieaktywna; quota: Przekroczony limit
                     * @enum {string}
                     */
                    subscriptionStatus?: "free" | "subscription" | "inactive" | "quota";
                    /** Adres strony internetowej */
                    url?: string;
                    /** Używaj domeny organizacji */
                    useDomain?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Kalendarz */
                        calendar?: {
                            /** Kalendarz włączony */
                            enabled?: boolean;
                            /** Kalendarz na uczestniku */
                            onParticipant?: boolean;
                        };
                        /** Format: date-time */
                        createdAt: Date;
                        /** Ustawienia klientów */
                        customerSettings?: {
                            /** Rozliczenia według daty wpłaty */
                            billingsByPaymentDate?: boolean;
                            /** Osobny klient dla każdego uczestnika */
                            customerPerParticipant?: boolean;
                            /** Wpłaty wspólne dla wszystkich projektów */
                            hasGlobalPayments?: boolean;
                            /**
                             * Dane opiekuna klienta
                             * @description Kolumny i pola opiekuna (np. rodzica) w siatce i na karcie klienta
                             */
                            hasGuardian?: boolean;
                            /** Ignoruj filtr roku i miesiąca */
                            ignoreYearMonth?: boolean;
                            /**
                             * Dwie osoby na klienta
                             * @description Kolumny i pola drugiej osoby w siatce i na karcie klienta
                             */
                            twoPeople?: boolean;
                        };
                        /** Domena organizacji */
                        domainName?: string;
                        /** Adres e-mail */
                        emailAddress?: string;
                        /** Integracje */
                        integrations: {
                            /**
                             * Moduł księgowy
                             * @description none: Brak; ifirma: iFirma; fakturownia: Fakturownia
                             * @enum {string}
                             */
                            accountingModule?: "none" | "ifirma" | "fakturownia";
                            /** Ustawienia modułów */
                            accounts?: {
                                /** Fakturownia */
                                fakturownia?: {
                                    /**
                                     * Domena konta (np. firma.fakturownia.pl)
                                     * @description Adres konta w Fakturowni, pod którym organizator się loguje.
                                     */
                                    domain?: string;
                                    /**
                                     * Token API
                                     * @description Kod autoryzacyjny API z ustawień konta Fakturowni (Ustawienia → Ustawienia konta → Integracja).
                                     */
                                    token?: {
                                        set: boolean;
                                    };
                                };
                                /** iFirma */
                                ifirma?: {
                                    /**
                                     * Filtr klientów
                                     * @description Które należności przekazywać do iFirma; puste = wszystkie.
                                     */
                                    customersFilter?: string;
                                    /**
                                     * Schemat numeracji
                                     * @description Nazwa serii numeracji w iFirma; puste = domyślna seria konta.
                                     */
                                    numberingScheme?: string;
                                    /**
                                     * Klucz API: abonent
                                     * @description Klucz „abonent”; odczyt danych konta.
                                     */
                                    passwordAccount?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Klucz API: faktury
                                     * @description Klucz „faktura” z iFirma (Narzędzia → API); wystawia i pobiera faktury.
                                     */
                                    passwordInvoice?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Klucz API: rachunki
                                     * @description Klucz „rachunek”; potrzebny tylko przy wystawianiu rachunków.
                                     */
                                    passwordReceipt?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Nazwa użytkownika
                                     * @description Login do iFirma (adres e-mail), którym podpisywane są zapytania do API.
                                     */
                                    userName?: string;
                                };
                                /** Paynow */
                                paynow?: {
                                    /**
                                     * Klucz API
                                     * @description Api-Key z panelu sprzedawcy Paynow (Ustawienia → Sklepy i punkty płatności → Dane uwierzytelniające).
                                     */
                                    apiKey?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Klucz podpisu
                                     * @description Signature-Key z tego samego miejsca panelu Paynow. Paynow wysyła powiadomienia o płatnościach na adres ustawiony w panelu, a nie podawany przy płatności: wklej w panelu Paynow w polu „Adres powiadomień” adres powiadomień pokazany przez Zapisy w ustawieniach płatności.
                                     */
                                    signKey?: {
                                        set: boolean;
                                    };
                                };
                                /** PayU */
                                payu?: {
                                    /**
                                     * Identyfikator klienta (client_id)
                                     * @description Z sekcji „Klucze konfiguracji” punktu płatności: „Protokół OAuth – client_id”.
                                     */
                                    clientId?: string;
                                    /**
                                     * Drugi klucz (MD5)
                                     * @description Z sekcji „Klucze konfiguracji”: „Drugi klucz (MD5)”. Służy do sprawdzania podpisu powiadomień.
                                     */
                                    md5?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Identyfikator punktu płatności (POS ID)
                                     * @description Panel PayU → Płatności elektroniczne → Moje sklepy → Punkty płatności → „Id punktu płatności (pos_id)”.
                                     */
                                    posId?: string;
                                    /**
                                     * Sekret klienta (client_secret)
                                     * @description Z sekcji „Klucze konfiguracji”: „Protokół OAuth – client_secret”.
                                     */
                                    secret?: {
                                        set: boolean;
                                    };
                                };
                                /** Przelewy24 / Przelewy24 Marketplace */
                                przelewy24?: {
                                    /**
                                     * Klucz API (raporty)
                                     * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do raportów. Hasło do REST API (login to POS ID).
                                     */
                                    apiKey?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Koszt transakcji (%)
                                     * @description Prowizja marketplace potrącana z każdej wpłaty przed przekazaniem środków organizatorowi.
                                     */
                                    cost?: number;
                                    /**
                                     * Klucz CRC
                                     * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do CRC. Podpisuje transakcje.
                                     */
                                    crcKey?: {
                                        set: boolean;
                                    };
                                    /** Marketplace włączony */
                                    marketplaceEnabled?: boolean;
                                    /**
                                     * Identyfikator sprzedawcy w marketplace
                                     * @description Identyfikator subkonta organizatora nadany przy rejestracji w marketplace; na nie trafiają środki.
                                     */
                                    marketplaceMerchantId?: string;
                                    /**
                                     * Identyfikator sklepu w marketplace
                                     * @description POS marketplace, na którym rejestrowane są transakcje. Puste = identyfikator sklepu (POS ID).
                                     */
                                    marketplacePosId?: string;
                                    /** Identyfikator sprzedawcy (merchant ID) */
                                    merchantId?: string;
                                    /**
                                     * Klucz zamówień
                                     * @description Starsza nazwa klucza do raportów, widoczna w niektórych panelach. Używany jako hasło do REST API tylko, gdy pole „Klucz API (raporty)” jest puste.
                                     */
                                    orderKey?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Identyfikator sklepu (POS ID)
                                     * @description Puste = identyfikator sprzedawcy (tak jest na większości kont).
                                     */
                                    posId?: string;
                                    /** Konto zweryfikowane */
                                    verified?: boolean;
                                };
                                /** Google reCAPTCHA v3 */
                                recaptcha?: {
                                    /**
                                     * Włączona
                                     * @description Czy ta integracja działa w organizacji.
                                     */
                                    enabled?: boolean;
                                    /**
                                     * Próg oceny (0–1)
                                     * @description Zgłoszenia z oceną niższą niż próg są odrzucane. Domyślnie 0,5; wyższy próg odrzuca więcej botów i więcej ludzi.
                                     */
                                    minScore?: number;
                                    /**
                                     * Klucz tajny
                                     * @description Klucz tajny reCAPTCHA v3 z tej samej witryny w konsoli Google; serwer sprawdza nim odpowiedzi.
                                     */
                                    secretKey?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Klucz witryny
                                     * @description Klucz witryny reCAPTCHA v3 z konsoli Google (g.co/recaptcha/admin); jest publiczny, trafia na stronę formularza. Dodaj w konsoli domeny, na których jest formularz (np. demo.zapisy.pl i strona, na której go osadzasz).
                                     */
                                    siteKey?: string;
                                };
                            };
                            /** Integracja księgowa włączona */
                            isAccountingEnabled?: boolean;
                            /**
                             * Moduł płatności
                             * @description none: Brak; przelewy24: Przelewy24; przelewy24marketplace: Przelewy24 Marketplace; payu: PayU; paynow: Paynow
                             * @enum {string}
                             */
                            paymentModule?: "none" | "przelewy24" | "przelewy24marketplace" | "payu" | "paynow";
                            /** Używaj systemowych kont płatności */
                            useSystemPaymentAccounts?: boolean;
                        };
                        /** Fakturowanie: ustawienia domyślne */
                        invoicing?: {
                            /** Wzorzec numeracji korekt */
                            correctionPatternId?: string;
                            /** Termin płatności (dni) */
                            daysToPay?: number;
                            /** Stawka ryczałtu (%) */
                            lumpPercent?: number;
                            /** Rozliczenie ryczałtem */
                            lumpSum?: boolean;
                            /** Wzorzec numeracji faktur */
                            patternId?: string;
                            /** Faktury z VAT */
                            useVat?: boolean;
                            /**
                             * Stawka VAT
                             * @description 23: 23 %; 22: 22 % (stawka sprzed 2011 r.); 8: 8 %; 7: 7 % (stawka sprzed 2011 r.); 5: 5 %; 3: 3 % (stawka sprzed 2011 r.); 0: 0 %; zw: zw (zwolniony); np: np (nie podlega); oo: oo (odwrotne obciążenie)
                             * @enum {string}
                             */
                            vatPercent?: "23" | "22" | "8" | "7" | "5" | "3" | "0" | "zw" | "np" | "oo";
                        };
                        /** Logo */
                        logo?: {
                            /** Nazwa pliku */
                            fileName?: string;
                            /** Wysokość logo (px) */
                            height?: number;
                            /** Identyfikator pliku */
                            id?: string;
                            /** Typ pliku */
                            mimeType?: string;
                        };
                        /** Nazwa organizacji */
                        name: string;
                        /** Wzorce numeracji */
                        numberingPatterns?: {
                            /** Wzorzec (x – kolejny numer, yyyy – rok, mm – miesiąc) */
                            pattern: string;
                            /** Identyfikator */
                            patternId: string;
                            /** Numeracja od nowa co rok */
                            yearly?: boolean;
                        }[];
                        organizationId: string;
                        ownerId: string;
                        permissions: {
                            /** Format: date-time */
                            from: Date | null;
                            /** @enum {string} */
                            role: "admin" | "payments" | "employee" | "reception" | "guest";
                            /** Format: date-time */
                            to: Date | null;
                            userId: string;
                        }[];
                        /** Numer telefonu */
                        phoneNumber?: string;
                        /**
                         * Status subskrypcji
                         * @description free: Bezpłatna; subscription: Subskrypcja; inactive: Nieaktywna; quota: Przekroczony limit
                         * @enum {string}
                         */
                        subscriptionStatus: "free" | "subscription" | "inactive" | "quota";
                        /** Format: date-time */
                        updatedAt: Date;
                        /** Adres strony internetowej */
                        url?: string;
                        /** Używaj domeny organizacji */
                        useDomain?: boolean;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getOrganizationByOrgIdOutbox: {
        parameters: {
            query?: {
                /** @description Numer strony (od 1) */
                page?: number;
                /** @description Liczba pozycji na stronie (do 200) */
                pageSize?: number;
            };
            header?: never;
            path: {
                /** @description organizationId */
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: date-time */
                            createdAt: Date;
                            eventId: string | null;
                            html: string;
                            id: string;
                            kind: string | null;
                            messageId: string;
                            redacted: boolean;
                            status: string;
                            subject: string;
                            text: string;
                            to: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putOrganizationByOrgIdPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description organizationId */
                orgId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    permissions: {
                        /**
                         * Od
                         * Format: date-time
                         */
                        from?: Date | string | null;
                        /**
                         * Rola
                         * @enum {string}
                         */
                        role: "admin" | "payments" | "employee" | "reception" | "guest";
                        /**
                         * Do
                         * Format: date-time
                         */
                        to?: Date | string | null;
                        /** Użytkownik */
                        userId: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Kalendarz */
                        calendar?: {
                            /** Kalendarz włączony */
                            enabled?: boolean;
                            /** Kalendarz na uczestniku */
                            onParticipant?: boolean;
                        };
                        /** Format: date-time */
                        createdAt: Date;
                        /** Ustawienia klientów */
                        customerSettings?: {
                            /** Rozliczenia według daty wpłaty */
                            billingsByPaymentDate?: boolean;
                            /** Osobny klient dla każdego uczestnika */
                            customerPerParticipant?: boolean;
                            /** Wpłaty wspólne dla wszystkich projektów */
                            hasGlobalPayments?: boolean;
                            /**
                             * Dane opiekuna klienta
                             * @description Kolumny i pola opiekuna (np. rodzica) w siatce i na karcie klienta
                             */
                            hasGuardian?: boolean;
                            /** Ignoruj filtr roku i miesiąca */
                            ignoreYearMonth?: boolean;
                            /**
                             * Dwie osoby na klienta
                             * @description Kolumny i pola drugiej osoby w siatce i na karcie klienta
                             */
                            twoPeople?: boolean;
                        };
                        /** Domena organizacji */
                        domainName?: string;
                        /** Adres e-mail */
                        emailAddress?: string;
                        /** Integracje */
                        integrations: {
                            /**
                             * Moduł księgowy
                             * @description none: Brak; ifirma: iFirma; fakturownia: Fakturownia
                             * @enum {string}
                             */
                            accountingModule?: "none" | "ifirma" | "fakturownia";
                            /** Ustawienia modułów */
                            accounts?: {
                                /** Fakturownia */
                                fakturownia?: {
                                    /**
                                     * Domena konta (np. firma.fakturownia.pl)
                                     * @description Adres konta w Fakturowni, pod którym organizator się loguje.
                                     */
                                    domain?: string;
                                    /**
                                     * Token API
                                     * @description Kod autoryzacyjny API z ustawień konta Fakturowni (Ustawienia → Ustawienia konta → Integracja).
                                     */
                                    token?: {
                                        set: boolean;
                                    };
                                };
                                /** iFirma */
                                ifirma?: {
                                    /**
                                     * Filtr klientów
                                     * @description Które należności przekazywać do iFirma; puste = wszystkie.
                                     */
                                    customersFilter?: string;
                                    /**
                                     * Schemat numeracji
                                     * @description Nazwa serii numeracji w iFirma; puste = domyślna seria konta.
                                     */
                                    numberingScheme?: string;
                                    /**
                                     * Klucz API: abonent
                                     * @description Klucz „abonent”; odczyt danych konta.
                                     */
                                    passwordAccount?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Klucz API: faktury
                                     * @description Klucz „faktura” z iFirma (Narzędzia → API); wystawia i pobiera faktury.
                                     */
                                    passwordInvoice?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Klucz API: rachunki
                                     * @description Klucz „rachunek”; potrzebny tylko przy wystawianiu rachunków.
                                     */
                                    passwordReceipt?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Nazwa użytkownika
                                     * @description Login do iFirma (adres e-mail), którym podpisywane są zapytania do API.
                                     */
                                    userName?: string;
                                };
                                /** Paynow */
                                paynow?: {
                                    /**
                                     * Klucz API
                                     * @description Api-Key z panelu sprzedawcy Paynow (Ustawienia → Sklepy i punkty płatności → Dane uwierzytelniające).
                                     */
                                    apiKey?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Klucz podpisu
                                     * @description Signature-Key z tego samego miejsca panelu Paynow. Paynow wysyła powiadomienia o płatnościach na adres ustawiony w panelu, a nie podawany przy płatności: wklej w panelu Paynow w polu „Adres powiadomień” adres powiadomień pokazany przez Zapisy w ustawieniach płatności.
                                     */
                                    signKey?: {
                                        set: boolean;
                                    };
                                };
                                /** PayU */
                                payu?: {
                                    /**
                                     * Identyfikator klienta (client_id)
                                     * @description Z sekcji „Klucze konfiguracji” punktu płatności: „Protokół OAuth – client_id”.
                                     */
                                    clientId?: string;
                                    /**
                                     * Drugi klucz (MD5)
                                     * @description Z sekcji „Klucze konfiguracji”: „Drugi klucz (MD5)”. Służy do sprawdzania podpisu powiadomień.
                                     */
                                    md5?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Identyfikator punktu płatności (POS ID)
                                     * @description Panel PayU → Płatności elektroniczne → Moje sklepy → Punkty płatności → „Id punktu płatności (pos_id)”.
                                     */
                                    posId?: string;
                                    /**
                                     * Sekret klienta (client_secret)
                                     * @description Z sekcji „Klucze konfiguracji”: „Protokół OAuth – client_secret”.
                                     */
                                    secret?: {
                                        set: boolean;
                                    };
                                };
                                /** Przelewy24 / Przelewy24 Marketplace */
                                przelewy24?: {
                                    /**
                                     * Klucz API (raporty)
                                     * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do raportów. Hasło do REST API (login to POS ID).
                                     */
                                    apiKey?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Koszt transakcji (%)
                                     * @description Prowizja marketplace potrącana z każdej wpłaty przed przekazaniem środków organizatorowi.
                                     */
                                    cost?: number;
                                    /**
                                     * Klucz CRC
                                     * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do CRC. Podpisuje transakcje.
                                     */
                                    crcKey?: {
                                        set: boolean;
                                    };
                                    /** Marketplace włączony */
                                    marketplaceEnabled?: boolean;
                                    /**
                                     * Identyfikator sprzedawcy w marketplace
                                     * @description Identyfikator subkonta organizatora nadany przy rejestracji w marketplace; na nie trafiają środki.
                                     */
                                    marketplaceMerchantId?: string;
                                    /**
                                     * Identyfikator sklepu w marketplace
                                     * @description POS marketplace, na którym rejestrowane są transakcje. Puste = identyfikator sklepu (POS ID).
                                     */
                                    marketplacePosId?: string;
                                    /** Identyfikator sprzedawcy (merchant ID) */
                                    merchantId?: string;
                                    /**
                                     * Klucz zamówień
                                     * @description Starsza nazwa klucza do raportów, widoczna w niektórych panelach. Używany jako hasło do REST API tylko, gdy pole „Klucz API (raporty)” jest puste.
                                     */
                                    orderKey?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Identyfikator sklepu (POS ID)
                                     * @description Puste = identyfikator sprzedawcy (tak jest na większości kont).
                                     */
                                    posId?: string;
                                    /** Konto zweryfikowane */
                                    verified?: boolean;
                                };
                                /** Google reCAPTCHA v3 */
                                recaptcha?: {
                                    /**
                                     * Włączona
                                     * @description Czy ta integracja działa w organizacji.
                                     */
                                    enabled?: boolean;
                                    /**
                                     * Próg oceny (0–1)
                                     * @description Zgłoszenia z oceną niższą niż próg są odrzucane. Domyślnie 0,5; wyższy próg odrzuca więcej botów i więcej ludzi.
                                     */
                                    minScore?: number;
                                    /**
                                     * Klucz tajny
                                     * @description Klucz tajny reCAPTCHA v3 z tej samej witryny w konsoli Google; serwer sprawdza nim odpowiedzi.
                                     */
                                    secretKey?: {
                                        set: boolean;
                                    };
                                    /**
                                     * Klucz witryny
                                     * @description Klucz witryny reCAPTCHA v3 z konsoli Google (g.co/recaptcha/admin); jest publiczny, trafia na stronę formularza. Dodaj w konsoli domeny, na których jest formularz (np. demo.zapisy.pl i strona, na której go osadzasz).
                                     */
                                    siteKey?: string;
                                };
                            };
                            /** Integracja księgowa włączona */
                            isAccountingEnabled?: boolean;
                            /**
                             * Moduł płatności
                             * @description none: Brak; przelewy24: Przelewy24; przelewy24marketplace: Przelewy24 Marketplace; payu: PayU; paynow: Paynow
                             * @enum {string}
                             */
                            paymentModule?: "none" | "przelewy24" | "przelewy24marketplace" | "payu" | "paynow";
                            /** Używaj systemowych kont płatności */
                            useSystemPaymentAccounts?: boolean;
                        };
                        /** Fakturowanie: ustawienia domyślne */
                        invoicing?: {
                            /** Wzorzec numeracji korekt */
                            correctionPatternId?: string;
                            /** Termin płatności (dni) */
                            daysToPay?: number;
                            /** Stawka ryczałtu (%) */
                            lumpPercent?: number;
                            /** Rozliczenie ryczałtem */
                            lumpSum?: boolean;
                            /** Wzorzec numeracji faktur */
                            patternId?: string;
                            /** Faktury z VAT */
                            useVat?: boolean;
                            /**
                             * Stawka VAT
                             * @description 23: 23 %; 22: 22 % (stawka sprzed 2011 r.); 8: 8 %; 7: 7 % (stawka sprzed 2011 r.); 5: 5 %; 3: 3 % (stawka sprzed 2011 r.); 0: 0 %; zw: zw (zwolniony); np: np (nie podlega); oo: oo (odwrotne obciążenie)
                             * @enum {string}
                             */
                            vatPercent?: "23" | "22" | "8" | "7" | "5" | "3" | "0" | "zw" | "np" | "oo";
                        };
                        /** Logo */
                        logo?: {
                            /** Nazwa pliku */
                            fileName?: string;
                            /** Wysokość logo (px) */
                            height?: number;
                            /** Identyfikator pliku */
                            id?: string;
                            /** Typ pliku */
                            mimeType?: string;
                        };
                        /** Nazwa organizacji */
                        name: string;
                        /** Wzorce numeracji */
                        numberingPatterns?: {
                            /** Wzorzec (x – kolejny numer, yyyy – rok, mm – miesiąc) */
                            pattern: string;
                            /** Identyfikator */
                            patternId: string;
                            /** Numeracja od nowa co rok */
                            yearly?: boolean;
                        }[];
                        organizationId: string;
                        ownerId: string;
                        permissions: {
                            /** Format: date-time */
                            from: Date | null;
                            /** @enum {string} */
                            role: "admin" | "payments" | "employee" | "reception" | "guest";
                            /** Format: date-time */
                            to: Date | null;
                            userId: string;
                        }[];
                        /** Numer telefonu */
                        phoneNumber?: string;
                        /**
                         * Status subskrypcji
                         * @description free: Bezpłatna; subscription: Subskrypcja; inactive: Nieaktywna; quota: Przekroczony limit
                         * @enum {string}
                         */
                        subscriptionStatus: "free" | "subscription" | "inactive" | "quota";
                        /** Format: date-time */
                        updatedAt: Date;
                        /** Adres strony internetowej */
                        url?: string;
                        /** Używaj domeny organizacji */
                        useDomain?: boolean;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getOrganizationByOrgIdUsers: {
        parameters: {
            query?: {
                /** @description Identyfikatory użytkowników rozdzielone przecinkami (nazwy osób z listy uprawnień) */
                ids?: string;
                /** @description Fragment e-maila, imienia lub nazwiska (każde słowo musi pasować) */
                search?: string;
            };
            header?: never;
            path: {
                /** @description organizationId */
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            email: string;
                            /** @description Imię i nazwisko (albo e-mail, gdy brak imienia) */
                            name: string;
                            userId: string;
                        }[];
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postOrganizationsByOrganizationIdIntegrationsCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    provider: string;
                    settings?: {
                        [key: string]: string | number | boolean | Record<string, never> | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        ok: boolean;
                        /** @enum {string} */
                        reason?: "unauthorized" | "unreachable" | "misconfigured";
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getOrganizationsByOrganizationIdPaymentOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        providers: {
                            account: {
                                label: string;
                                /** @enum {string} */
                                source: "project" | "system" | "organization";
                            };
                            available: boolean;
                            description: string;
                            label: string;
                            provider: string;
                            reason: string | null;
                            registration: {
                                link: string | null;
                                reference: string;
                                /** Format: date-time */
                                registeredAt: Date;
                                registeredBy: string;
                            } | null;
                            /** @description Formularz: JSON Schema (draft-07) */
                            schema: {
                                [key: string]: unknown;
                            };
                            title: string;
                        }[];
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postOrganizationsByOrganizationIdPaymentOnboardingByProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: string;
                provider: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        registration: {
                            link: string | null;
                            reference: string;
                            /** Format: date-time */
                            registeredAt: Date;
                            registeredBy: string;
                        };
                        settings: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getOrganizationsByOrgIdEventDeliveriesFailed: {
        parameters: {
            query?: {
                /** @description Następna strona: wartość `next` z poprzedniej (znacznik ostatniego wiersza, do przekazania bez zmian) */
                before?: string;
                limit?: number;
                /** @description Tylko dostawy tego subskrybenta */
                subscriberId?: string;
            };
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            attempts: number;
                            domainEventId: string;
                            /** Format: date-time */
                            failedAt: Date | null;
                            /** @description Nazwa zdarzenia po polsku */
                            label: string;
                            lastError: string | null;
                            /** @enum {string} */
                            name: "registration.accepted" | "registration.completed" | "registration.cancelled" | "form.entered" | "participant.status-changed" | "billing.created" | "billing.changed" | "payment.started" | "payment.completed" | "payment.refunded" | "payment.flagged" | "customer.merged" | "project.duplicated" | "invoice.issued" | "transfer.imported" | "ticket.validated" | "survey.answered";
                            /** Format: date-time */
                            nextAttemptAt: Date | null;
                            /** Format: date-time */
                            occurredAt: Date;
                            /**
                             * @description failed: próby wyczerpane, czeka na ponowienie; retrying: kolejna próba zaplanowana
                             * @enum {string}
                             */
                            state: "failed" | "retrying";
                            subscriberId: string;
                            subscriberTitle: string;
                        }[];
                        /** @description Wartość `before` następnej strony; null, gdy to ostatnia */
                        next: string | null;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postOrganizationsByOrgIdEventDeliveriesFailedByDomainEventIdBySubscriberIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                domainEventId: string;
                orgId: string;
                subscriberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Przyjęto: zdarzenie zostanie przekazane w tle */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getOrganizationsByOrgIdEventDeliveriesSubscribers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            label: string;
                            /** @enum {string} */
                            name: "registration.accepted" | "registration.completed" | "registration.cancelled" | "form.entered" | "participant.status-changed" | "billing.created" | "billing.changed" | "payment.started" | "payment.completed" | "payment.refunded" | "payment.flagged" | "customer.merged" | "project.duplicated" | "invoice.issued" | "transfer.imported" | "ticket.validated" | "survey.answered";
                        }[];
                        failed: number;
                        id: string;
                        retrying: number;
                        title: string;
                    }[];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postParticipantsByEventId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        email_main: string | number | boolean | null | (string | number)[] | {
                            [key: string]: number;
                        };
                        first_name: string | number | boolean | null | (string | number)[] | {
                            [key: string]: number;
                        };
                        last_name: string | number | boolean | null | (string | number)[] | {
                            [key: string]: number;
                        };
                    } & {
                        [key: string]: string | number | boolean | null | (string | number)[] | {
                            [key: string]: number;
                        };
                    };
                    /** @description Klucz dodania (bez niego serwer nadaje własny) */
                    idempotencyKey?: string;
                    /** @description Pozostali członkowie grupy */
                    participants?: {
                        data: {
                            first_name: string | number | boolean | null | (string | number)[] | {
                                [key: string]: number;
                            };
                            last_name: string | number | boolean | null | (string | number)[] | {
                                [key: string]: number;
                            };
                        } & {
                            [key: string]: string | number | boolean | null | (string | number)[] | {
                                [key: string]: number;
                            };
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Wariant strony zakończenia
                         * @enum {string}
                         */
                        completion: "registration" | "cash" | "transfer" | "online" | "survey";
                        participants: {
                            _id: string;
                            onWaitingList: boolean;
                            /** @enum {string} */
                            status: "registered" | "waiting";
                        }[];
                        /** @description Dostęp płatnika (gdy zakończenie wymaga wpłaty): klucz k do /payments/public/{eventId}/… i link /l?k=… */
                        payment?: {
                            k: string;
                            link: string;
                        };
                        /** @description Kwoty wyliczone przez serwer (kwoty klienta są ignorowane), w groszach */
                        quote: {
                            grossTotal: number;
                            installments: {
                                /** @description Netto w groszach */
                                amount: number;
                                /** Format: date-time */
                                date: Date;
                                grossAmount: number;
                                installmentId: string;
                                participantId: string;
                                vat: number;
                            }[];
                            total: number;
                        };
                        registrationId: string;
                        /** @enum {string} */
                        status: "processed";
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getParticipantsByEventIdByParticipantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
                participantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        /** @description Wyliczone kwoty w groszach (pozostało do zapłaty, w tym wymagane i zaległe) */
                        calculated?: ({
                            leftToPay?: number;
                            leftToPayLate?: number;
                            leftToPayRequired?: number;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        customerId?: string | null;
                        /** @description Dane z formularza: pary nazwa pola i wartość */
                        data?: ({
                            name: string;
                            value?: unknown;
                        } & {
                            [key: string]: unknown;
                        })[];
                        eventId: string;
                        status: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteParticipantsByEventIdByParticipantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
                participantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        /** @description Wyliczone kwoty w groszach (pozostało do zapłaty, w tym wymagane i zaległe) */
                        calculated?: ({
                            leftToPay?: number;
                            leftToPayLate?: number;
                            leftToPayRequired?: number;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        customerId?: string | null;
                        /** @description Dane z formularza: pary nazwa pola i wartość */
                        data?: ({
                            name: string;
                            value?: unknown;
                        } & {
                            [key: string]: unknown;
                        })[];
                        eventId: string;
                        status: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchParticipantsByEventIdByParticipantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
                participantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        [key: string]: string | number | boolean | null | (string | number)[] | {
                            [key: string]: number;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        /** @description Wyliczone kwoty w groszach (pozostało do zapłaty, w tym wymagane i zaległe) */
                        calculated?: ({
                            leftToPay?: number;
                            leftToPayLate?: number;
                            leftToPayRequired?: number;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        customerId?: string | null;
                        /** @description Dane z formularza: pary nazwa pola i wartość */
                        data?: ({
                            name: string;
                            value?: unknown;
                        } & {
                            [key: string]: unknown;
                        })[];
                        eventId: string;
                        status: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getParticipantsByEventIdByParticipantIdBillings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
                participantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        billings: {
                            _id: string;
                            /** @description Kwota netto w groszach */
                            amount: number;
                            grossAmount: number;
                            installmentId?: string;
                            invoiceId?: string;
                            leftToPay: number;
                            /** @description Dopłata (dodatnia) lub rabat (ujemny) w groszach */
                            manualDiscount: number;
                            /** Format: date-time */
                            paidDate?: Date;
                            /** Format: date-time */
                            requiredDate: Date;
                            /** @enum {string} */
                            status: "upcoming" | "active" | "late" | "paid" | "overpaid" | "cancelled";
                            vat: number;
                        }[];
                        totals: {
                            /** @description Suma brutto należności (bez anulowanych) */
                            grossAmount: number;
                            /** @description Pozostało do zapłaty */
                            leftToPay: number;
                            /** @description Zaległe (termin minął) */
                            overdue: number;
                            /** @description Wymagane do dziś (z zaległymi) */
                            required: number;
                        };
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postParticipantsByEventIdByParticipantIdCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
                participantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        /** @description Wyliczone kwoty w groszach (pozostało do zapłaty, w tym wymagane i zaległe) */
                        calculated?: ({
                            leftToPay?: number;
                            leftToPayLate?: number;
                            leftToPayRequired?: number;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        customerId?: string | null;
                        /** @description Dane z formularza: pary nazwa pola i wartość */
                        data?: ({
                            name: string;
                            value?: unknown;
                        } & {
                            [key: string]: unknown;
                        })[];
                        eventId: string;
                        status: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getParticipantsByEventIdByParticipantIdLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
                participantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        form: string;
                        payment: string;
                        survey: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postParticipantsByEventIdByParticipantIdPresent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
                participantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Numer spotkania (od 0) */
                    meeting?: number;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        /** @description Wyliczone kwoty w groszach (pozostało do zapłaty, w tym wymagane i zaległe) */
                        calculated?: ({
                            leftToPay?: number;
                            leftToPayLate?: number;
                            leftToPayRequired?: number;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        customerId?: string | null;
                        /** @description Dane z formularza: pary nazwa pola i wartość */
                        data?: ({
                            name: string;
                            value?: unknown;
                        } & {
                            [key: string]: unknown;
                        })[];
                        eventId: string;
                        status: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getParticipantsByEventIdExportCsv: {
        parameters: {
            query?: {
                /** @description Kierunek sortowania (domyślnie asc) */
                order?: "asc" | "desc";
                /** @description Tylko uczestnicy z tym produktem (pole formularza product) */
                product?: string;
                /** @description Imię, nazwisko, e-mail lub telefon */
                search?: string;
                /** @description Kolumna sortowania (pole kolumny, np. status, createdOn, data.last_name, settlements.net); bez niej kolejność z dataSettings projektu */
                sort?: string;
                /** @description Statusy uczestników rozdzielone przecinkami (np. registered,paid) */
                status?: string;
            };
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plik CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getParticipantsByEventIdExportXlsx: {
        parameters: {
            query?: {
                /** @description Kierunek sortowania (domyślnie asc) */
                order?: "asc" | "desc";
                /** @description Tylko uczestnicy z tym produktem (pole formularza product) */
                product?: string;
                /** @description Imię, nazwisko, e-mail lub telefon */
                search?: string;
                /** @description Kolumna sortowania (pole kolumny, np. status, createdOn, data.last_name, settlements.net); bez niej kolejność z dataSettings projektu */
                sort?: string;
                /** @description Statusy uczestników rozdzielone przecinkami (np. registered,paid) */
                status?: string;
            };
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plik XLSX */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getParticipantsPublicByEventIdByP: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
                /** @description Identyfikator uczestnika z linku do formularza (?p=) */
                p: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Odpowiedzi na pola opublikowanego formularza (nazwa pola → wartość) */
                        data: {
                            [key: string]: unknown;
                        };
                        /** @description Pola, których zmianę ustala organizator (cena, produkty, raty, pola czytane przez reguły) */
                        locked: string[];
                        /** @description Dalsza osoba z grupy: dane klienta (e-mail, adres, plan rat) podaje przedstawiciel */
                        member: boolean;
                        /** @description Imię i nazwisko uczestnika */
                        name: string;
                        participantId: string;
                        status: string;
                        /** @description Status słownie, jak na liście uczestników */
                        statusLabel: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchParticipantsPublicByEventIdByP: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
                /** @description Identyfikator uczestnika z linku do formularza (?p=) */
                p: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        [key: string]: string | number | boolean | null | (string | number)[] | {
                            [key: string]: number;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Odpowiedzi na pola opublikowanego formularza (nazwa pola → wartość) */
                        data: {
                            [key: string]: unknown;
                        };
                        /** @description Pola, których zmianę ustala organizator (cena, produkty, raty, pola czytane przez reguły) */
                        locked: string[];
                        /** @description Dalsza osoba z grupy: dane klienta (e-mail, adres, plan rat) podaje przedstawiciel */
                        member: boolean;
                        /** @description Imię i nazwisko uczestnika */
                        name: string;
                        participantId: string;
                        status: string;
                        /** @description Status słownie, jak na liście uczestników */
                        statusLabel: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPaymentRulesByEventId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: string;
                        rules: ({
                            /** @description Kwota w groszach; ujemna dla rabatu */
                            amount?: number | null;
                            builderElementId?: string;
                            category?: string;
                            humanRule?: string;
                            id?: string;
                            /** @description Warunek jako json-logic */
                            jsonRule?: unknown;
                            name?: string;
                            /** @description Procent sumy (10 = 10 %) */
                            percent?: number | string | null;
                            readOnly?: boolean;
                            /** @description Drzewo warunków kreatora reguł */
                            rule?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                        /** Format: date-time */
                        updatedAt: Date | null;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putPaymentRulesByEventId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rules: ({
                        /** @description Kwota w groszach; ujemna dla rabatu */
                        amount?: number | null;
                        builderElementId?: string;
                        category?: string;
                        humanRule?: string;
                        id?: string;
                        /** @description Warunek jako json-logic */
                        jsonRule?: unknown;
                        name?: string;
                        /** @description Procent sumy (10 = 10 %) */
                        percent?: number | string | null;
                        readOnly?: boolean;
                        /** @description Drzewo warunków kreatora reguł */
                        rule?: {
                            [key: string]: unknown;
                        } | null;
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: string;
                        rules: ({
                            /** @description Kwota w groszach; ujemna dla rabatu */
                            amount?: number | null;
                            builderElementId?: string;
                            category?: string;
                            humanRule?: string;
                            id?: string;
                            /** @description Warunek jako json-logic */
                            jsonRule?: unknown;
                            name?: string;
                            /** @description Procent sumy (10 = 10 %) */
                            percent?: number | string | null;
                            readOnly?: boolean;
                            /** @description Drzewo warunków kreatora reguł */
                            rule?: {
                                [key: string]: unknown;
                            } | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                        /** Format: date-time */
                        updatedAt: Date | null;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPaymentsByEventId: {
        parameters: {
            query?: {
                /** @description false: bez zarchiwizowanych (domyślnie), true: tylko zarchiwizowane, all: wszystkie */
                archived?: "false" | "true" | "all";
                /** @description Próby płatności online, z których nie wpłynęły pieniądze (porzucone, anulowane, w toku): false: ukryte (domyślnie; wybrany status pokazuje to, co wskazuje), true: razem z resztą, only: tylko one */
                attempts?: "false" | "true" | "only";
                direction?: "asc" | "desc";
                method?: ("online" | "transfer" | "cash")[];
                page?: number;
                pageSize?: number;
                /** @description Tylko wpłaty tego uczestnika */
                participantId?: string;
                /** @description Stany zwrotów: pending (w toku), completed (zwrócono), failed (nieudany) */
                refundState?: ("pending" | "completed" | "failed")[];
                /** @description Płatnik (imię, nazwisko, e-mail), tytuł, paymentId, extPaymentId */
                search?: string;
                /** @description Pole sortowania; z minusem malejąco (-date). Bez niego: od najnowszych. */
                sort?: "date" | "amount" | "status" | "method" | "type" | "customerName" | "title" | "product" | "paymentId" | "extPaymentId" | "account" | "description" | "remarks" | "isArchived" | "-date" | "-amount" | "-status" | "-method" | "-type" | "-customerName" | "-title" | "-product" | "-paymentId" | "-extPaymentId" | "-account" | "-description" | "-remarks" | "-isArchived";
                /** @description Statusy wpłat (zwroty mają własny stan: refundState) */
                status?: ("CREATED" | "NEW" | "PENDING" | "CANCELED" | "WAITING FOR CONFIRMATION" | "COMPLETED" | "IMPORTED" | "PAIDOUT" | "DUPLICATE")[];
                type?: "payment" | "refund";
            };
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            _id: string;
                            account?: string | null;
                            accountSourceLabel?: string | null;
                            /** @description Grosze; zwrot ujemny */
                            amount: number;
                            createdBy?: string | null;
                            currency: string;
                            customerEmail?: string | null;
                            customerId?: string;
                            customerName?: string;
                            /** Format: date-time */
                            date: Date;
                            description?: string | null;
                            extPaymentId?: string | null;
                            flags?: {
                                code: string;
                                label: string;
                            }[];
                            isArchived?: boolean;
                            method: string;
                            methodLabel?: string;
                            participantIds?: string[];
                            paymentId: string;
                            product?: string | null;
                            provider?: string | null;
                            providerLabel?: string | null;
                            receivingAccount?: string | null;
                            refundOf?: string | null;
                            /**
                             * @description Stan zwrotu (null dla wpłaty)
                             * @enum {string|null}
                             */
                            refundStatus?: "pending" | "completed" | "failed" | null;
                            remarks?: string | null;
                            review?: {
                                /** Format: date-time */
                                at?: Date;
                                by?: string;
                                /** @enum {string} */
                                decision?: "released" | "rejected";
                                expectedAmount?: number;
                                remark?: string;
                                reportedAmount?: number;
                                reportedCurrency?: string;
                            } | null;
                            /** Format: date-time */
                            settledAt?: Date | null;
                            /** @enum {string} */
                            status: "CREATED" | "NEW" | "PENDING" | "CANCELED" | "WAITING FOR CONFIRMATION" | "COMPLETED" | "IMPORTED" | "PAIDOUT" | "DUPLICATE";
                            /** @description Status wpłaty; dla zwrotu stan zwrotu (Zwrot w toku, Zwrócono, Zwrot nieudany) */
                            statusLabel?: string;
                            title?: string | null;
                            /** @enum {string} */
                            type: "payment" | "refund";
                            typeLabel?: string;
                        }[];
                        sums: {
                            /** @description Wpłacone (grosze) wśród pasujących */
                            completed: number;
                            /** @description Zwrócone (grosze, dodatnio) wśród pasujących */
                            refunded: number;
                        };
                        total: number;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPaymentsByEventIdByPaymentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifications: {
                            _id: string;
                            outcome?: string | null;
                            provider?: string;
                            /** Format: date-time */
                            receivedAt: Date;
                            reportedAmount?: number | null;
                            reportedStatus?: string | null;
                            state: string;
                            verified: boolean;
                        }[];
                        payment: {
                            _id: string;
                            account?: string | null;
                            accountSourceLabel?: string | null;
                            /** @description Grosze; zwrot ujemny */
                            amount: number;
                            createdBy?: string | null;
                            currency: string;
                            customerEmail?: string | null;
                            customerId?: string;
                            customerName?: string;
                            /** Format: date-time */
                            date: Date;
                            description?: string | null;
                            extPaymentId?: string | null;
                            flags?: {
                                code: string;
                                label: string;
                            }[];
                            isArchived?: boolean;
                            method: string;
                            methodLabel?: string;
                            participantIds?: string[];
                            paymentId: string;
                            product?: string | null;
                            provider?: string | null;
                            providerLabel?: string | null;
                            receivingAccount?: string | null;
                            refundOf?: string | null;
                            /**
                             * @description Stan zwrotu (null dla wpłaty)
                             * @enum {string|null}
                             */
                            refundStatus?: "pending" | "completed" | "failed" | null;
                            remarks?: string | null;
                            review?: {
                                /** Format: date-time */
                                at?: Date;
                                by?: string;
                                /** @enum {string} */
                                decision?: "released" | "rejected";
                                expectedAmount?: number;
                                remark?: string;
                                reportedAmount?: number;
                                reportedCurrency?: string;
                            } | null;
                            /** Format: date-time */
                            settledAt?: Date | null;
                            /** @enum {string} */
                            status: "CREATED" | "NEW" | "PENDING" | "CANCELED" | "WAITING FOR CONFIRMATION" | "COMPLETED" | "IMPORTED" | "PAIDOUT" | "DUPLICATE";
                            /** @description Status wpłaty; dla zwrotu stan zwrotu (Zwrot w toku, Zwrócono, Zwrot nieudany) */
                            statusLabel?: string;
                            title?: string | null;
                            /** @enum {string} */
                            type: "payment" | "refund";
                            typeLabel?: string;
                        };
                        refunds: {
                            _id: string;
                            account?: string | null;
                            accountSourceLabel?: string | null;
                            /** @description Grosze; zwrot ujemny */
                            amount: number;
                            createdBy?: string | null;
                            currency: string;
                            customerEmail?: string | null;
                            customerId?: string;
                            customerName?: string;
                            /** Format: date-time */
                            date: Date;
                            description?: string | null;
                            extPaymentId?: string | null;
                            flags?: {
                                code: string;
                                label: string;
                            }[];
                            isArchived?: boolean;
                            method: string;
                            methodLabel?: string;
                            participantIds?: string[];
                            paymentId: string;
                            product?: string | null;
                            provider?: string | null;
                            providerLabel?: string | null;
                            receivingAccount?: string | null;
                            refundOf?: string | null;
                            /**
                             * @description Stan zwrotu (null dla wpłaty)
                             * @enum {string|null}
                             */
                            refundStatus?: "pending" | "completed" | "failed" | null;
                            remarks?: string | null;
                            review?: {
                                /** Format: date-time */
                                at?: Date;
                                by?: string;
                                /** @enum {string} */
                                decision?: "released" | "rejected";
                                expectedAmount?: number;
                                remark?: string;
                                reportedAmount?: number;
                                reportedCurrency?: string;
                            } | null;
                            /** Format: date-time */
                            settledAt?: Date | null;
                            /** @enum {string} */
                            status: "CREATED" | "NEW" | "PENDING" | "CANCELED" | "WAITING FOR CONFIRMATION" | "COMPLETED" | "IMPORTED" | "PAIDOUT" | "DUPLICATE";
                            /** @description Status wpłaty; dla zwrotu stan zwrotu (Zwrot w toku, Zwrócono, Zwrot nieudany) */
                            statusLabel?: string;
                            title?: string | null;
                            /** @enum {string} */
                            type: "payment" | "refund";
                            typeLabel?: string;
                        }[];
                        shares: {
                            amount: number;
                            billingId: string;
                            /** @description Np. „Rata 1 z 3, termin 2026-03-01” */
                            billingLabel?: string;
                            participantId?: string | null;
                            participantName?: string;
                        }[];
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchPaymentsByEventIdByPaymentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isArchived?: boolean;
                    /** @description Uwagi */
                    remarks?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        account?: string | null;
                        accountSourceLabel?: string | null;
                        /** @description Grosze; zwrot ujemny */
                        amount: number;
                        createdBy?: string | null;
                        currency: string;
                        customerEmail?: string | null;
                        customerId?: string;
                        customerName?: string;
                        /** Format: date-time */
                        date: Date;
                        description?: string | null;
                        extPaymentId?: string | null;
                        flags?: {
                            code: string;
                            label: string;
                        }[];
                        isArchived?: boolean;
                        method: string;
                        methodLabel?: string;
                        participantIds?: string[];
                        paymentId: string;
                        product?: string | null;
                        provider?: string | null;
                        providerLabel?: string | null;
                        receivingAccount?: string | null;
                        refundOf?: string | null;
                        /**
                         * @description Stan zwrotu (null dla wpłaty)
                         * @enum {string|null}
                         */
                        refundStatus?: "pending" | "completed" | "failed" | null;
                        remarks?: string | null;
                        review?: {
                            /** Format: date-time */
                            at?: Date;
                            by?: string;
                            /** @enum {string} */
                            decision?: "released" | "rejected";
                            expectedAmount?: number;
                            remark?: string;
                            reportedAmount?: number;
                            reportedCurrency?: string;
                        } | null;
                        /** Format: date-time */
                        settledAt?: Date | null;
                        /** @enum {string} */
                        status: "CREATED" | "NEW" | "PENDING" | "CANCELED" | "WAITING FOR CONFIRMATION" | "COMPLETED" | "IMPORTED" | "PAIDOUT" | "DUPLICATE";
                        /** @description Status wpłaty; dla zwrotu stan zwrotu (Zwrot w toku, Zwrócono, Zwrot nieudany) */
                        statusLabel?: string;
                        title?: string | null;
                        /** @enum {string} */
                        type: "payment" | "refund";
                        typeLabel?: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPaymentsByEventIdByPaymentIdRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Kwota zwrotu w groszach; domyślnie wszystko, co z wpłaty zostało na rozliczeniach */
                    amount?: number;
                    /**
                     * @description Po pełnym zwrocie ustaw uczestnikowi status „Zwrot wpłaty” (gdy nic z jego wpłat nie zostało)
                     * @default false
                     */
                    markRefunded?: boolean;
                    /** @description Powód zwrotu */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        account?: string | null;
                        accountSourceLabel?: string | null;
                        /** @description Grosze; zwrot ujemny */
                        amount: number;
                        createdBy?: string | null;
                        currency: string;
                        customerEmail?: string | null;
                        customerId?: string;
                        customerName?: string;
                        /** Format: date-time */
                        date: Date;
                        description?: string | null;
                        extPaymentId?: string | null;
                        flags?: {
                            code: string;
                            label: string;
                        }[];
                        isArchived?: boolean;
                        method: string;
                        methodLabel?: string;
                        participantIds?: string[];
                        paymentId: string;
                        product?: string | null;
                        provider?: string | null;
                        providerLabel?: string | null;
                        receivingAccount?: string | null;
                        refundOf?: string | null;
                        /**
                         * @description Stan zwrotu (null dla wpłaty)
                         * @enum {string|null}
                         */
                        refundStatus?: "pending" | "completed" | "failed" | null;
                        remarks?: string | null;
                        review?: {
                            /** Format: date-time */
                            at?: Date;
                            by?: string;
                            /** @enum {string} */
                            decision?: "released" | "rejected";
                            expectedAmount?: number;
                            remark?: string;
                            reportedAmount?: number;
                            reportedCurrency?: string;
                        } | null;
                        /** Format: date-time */
                        settledAt?: Date | null;
                        /** @enum {string} */
                        status: "CREATED" | "NEW" | "PENDING" | "CANCELED" | "WAITING FOR CONFIRMATION" | "COMPLETED" | "IMPORTED" | "PAIDOUT" | "DUPLICATE";
                        /** @description Status wpłaty; dla zwrotu stan zwrotu (Zwrot w toku, Zwrócono, Zwrot nieudany) */
                        statusLabel?: string;
                        title?: string | null;
                        /** @enum {string} */
                        type: "payment" | "refund";
                        typeLabel?: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPaymentsByEventIdByPaymentIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Uzasadnienie */
                    remark: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        account?: string | null;
                        accountSourceLabel?: string | null;
                        /** @description Grosze; zwrot ujemny */
                        amount: number;
                        createdBy?: string | null;
                        currency: string;
                        customerEmail?: string | null;
                        customerId?: string;
                        customerName?: string;
                        /** Format: date-time */
                        date: Date;
                        description?: string | null;
                        extPaymentId?: string | null;
                        flags?: {
                            code: string;
                            label: string;
                        }[];
                        isArchived?: boolean;
                        method: string;
                        methodLabel?: string;
                        participantIds?: string[];
                        paymentId: string;
                        product?: string | null;
                        provider?: string | null;
                        providerLabel?: string | null;
                        receivingAccount?: string | null;
                        refundOf?: string | null;
                        /**
                         * @description Stan zwrotu (null dla wpłaty)
                         * @enum {string|null}
                         */
                        refundStatus?: "pending" | "completed" | "failed" | null;
                        remarks?: string | null;
                        review?: {
                            /** Format: date-time */
                            at?: Date;
                            by?: string;
                            /** @enum {string} */
                            decision?: "released" | "rejected";
                            expectedAmount?: number;
                            remark?: string;
                            reportedAmount?: number;
                            reportedCurrency?: string;
                        } | null;
                        /** Format: date-time */
                        settledAt?: Date | null;
                        /** @enum {string} */
                        status: "CREATED" | "NEW" | "PENDING" | "CANCELED" | "WAITING FOR CONFIRMATION" | "COMPLETED" | "IMPORTED" | "PAIDOUT" | "DUPLICATE";
                        /** @description Status wpłaty; dla zwrotu stan zwrotu (Zwrot w toku, Zwrócono, Zwrot nieudany) */
                        statusLabel?: string;
                        title?: string | null;
                        /** @enum {string} */
                        type: "payment" | "refund";
                        typeLabel?: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPaymentsByEventIdByPaymentIdRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    remark?: string;
                    /**
                     * @description Przyjmij kwotę zgłoszoną przez bramkę (gdy zgłosiła inną niż oczekiwana)
                     * @default true
                     */
                    useReportedAmount?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        account?: string | null;
                        accountSourceLabel?: string | null;
                        /** @description Grosze; zwrot ujemny */
                        amount: number;
                        createdBy?: string | null;
                        currency: string;
                        customerEmail?: string | null;
                        customerId?: string;
                        customerName?: string;
                        /** Format: date-time */
                        date: Date;
                        description?: string | null;
                        extPaymentId?: string | null;
                        flags?: {
                            code: string;
                            label: string;
                        }[];
                        isArchived?: boolean;
                        method: string;
                        methodLabel?: string;
                        participantIds?: string[];
                        paymentId: string;
                        product?: string | null;
                        provider?: string | null;
                        providerLabel?: string | null;
                        receivingAccount?: string | null;
                        refundOf?: string | null;
                        /**
                         * @description Stan zwrotu (null dla wpłaty)
                         * @enum {string|null}
                         */
                        refundStatus?: "pending" | "completed" | "failed" | null;
                        remarks?: string | null;
                        review?: {
                            /** Format: date-time */
                            at?: Date;
                            by?: string;
                            /** @enum {string} */
                            decision?: "released" | "rejected";
                            expectedAmount?: number;
                            remark?: string;
                            reportedAmount?: number;
                            reportedCurrency?: string;
                        } | null;
                        /** Format: date-time */
                        settledAt?: Date | null;
                        /** @enum {string} */
                        status: "CREATED" | "NEW" | "PENDING" | "CANCELED" | "WAITING FOR CONFIRMATION" | "COMPLETED" | "IMPORTED" | "PAIDOUT" | "DUPLICATE";
                        /** @description Status wpłaty; dla zwrotu stan zwrotu (Zwrot w toku, Zwrócono, Zwrot nieudany) */
                        statusLabel?: string;
                        title?: string | null;
                        /** @enum {string} */
                        type: "payment" | "refund";
                        typeLabel?: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPaymentsByEventIdCash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Kwota w groszach (> 0) */
                    amount: number;
                    /** @description Data wpłaty (ISO); domyślnie teraz, nie w przyszłości */
                    date?: string;
                    description?: string;
                    participantId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string;
                        account?: string | null;
                        accountSourceLabel?: string | null;
                        /** @description Grosze; zwrot ujemny */
                        amount: number;
                        createdBy?: string | null;
                        currency: string;
                        customerEmail?: string | null;
                        customerId?: string;
                        customerName?: string;
                        /** Format: date-time */
                        date: Date;
                        description?: string | null;
                        extPaymentId?: string | null;
                        flags?: {
                            code: string;
                            label: string;
                        }[];
                        isArchived?: boolean;
                        method: string;
                        methodLabel?: string;
                        participantIds?: string[];
                        paymentId: string;
                        product?: string | null;
                        provider?: string | null;
                        providerLabel?: string | null;
                        receivingAccount?: string | null;
                        refundOf?: string | null;
                        /**
                         * @description Stan zwrotu (null dla wpłaty)
                         * @enum {string|null}
                         */
                        refundStatus?: "pending" | "completed" | "failed" | null;
                        remarks?: string | null;
                        review?: {
                            /** Format: date-time */
                            at?: Date;
                            by?: string;
                            /** @enum {string} */
                            decision?: "released" | "rejected";
                            expectedAmount?: number;
                            remark?: string;
                            reportedAmount?: number;
                            reportedCurrency?: string;
                        } | null;
                        /** Format: date-time */
                        settledAt?: Date | null;
                        /** @enum {string} */
                        status: "CREATED" | "NEW" | "PENDING" | "CANCELED" | "WAITING FOR CONFIRMATION" | "COMPLETED" | "IMPORTED" | "PAIDOUT" | "DUPLICATE";
                        /** @description Status wpłaty; dla zwrotu stan zwrotu (Zwrot w toku, Zwrócono, Zwrot nieudany) */
                        statusLabel?: string;
                        title?: string | null;
                        /** @enum {string} */
                        type: "payment" | "refund";
                        typeLabel?: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPaymentsByEventIdExportCsv: {
        parameters: {
            query?: {
                /** @description false: bez zarchiwizowanych (domyślnie), true: tylko zarchiwizowane, all: wszystkie */
                archived?: "false" | "true" | "all";
                /** @description Próby płatności online, z których nie wpłynęły pieniądze (porzucone, anulowane, w toku): false: ukryte (domyślnie; wybrany status pokazuje to, co wskazuje), true: razem z resztą, only: tylko one */
                attempts?: "false" | "true" | "only";
                direction?: "asc" | "desc";
                method?: ("online" | "transfer" | "cash")[];
                /** @description Tylko wpłaty tego uczestnika */
                participantId?: string;
                /** @description Stany zwrotów: pending (w toku), completed (zwrócono), failed (nieudany) */
                refundState?: ("pending" | "completed" | "failed")[];
                /** @description Płatnik (imię, nazwisko, e-mail), tytuł, paymentId, extPaymentId */
                search?: string;
                /** @description Pole sortowania; z minusem malejąco (-date). Bez niego: od najnowszych. */
                sort?: "date" | "amount" | "status" | "method" | "type" | "customerName" | "title" | "product" | "paymentId" | "extPaymentId" | "account" | "description" | "remarks" | "isArchived" | "-date" | "-amount" | "-status" | "-method" | "-type" | "-customerName" | "-title" | "-product" | "-paymentId" | "-extPaymentId" | "-account" | "-description" | "-remarks" | "-isArchived";
                /** @description Statusy wpłat (zwroty mają własny stan: refundState) */
                status?: ("CREATED" | "NEW" | "PENDING" | "CANCELED" | "WAITING FOR CONFIRMATION" | "COMPLETED" | "IMPORTED" | "PAIDOUT" | "DUPLICATE")[];
                type?: "payment" | "refund";
            };
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plik CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPaymentsByProviderNotifyByEventId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
                /** @description Identyfikator bramki, np. przelewy24, payu, paynow */
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPaymentsPublicByEventIdDue: {
        parameters: {
            query?: {
                /** @description Klucz płatnika (parametr k linku do płatności) */
                k?: string;
            };
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        methods: {
                            cash: boolean;
                            online: {
                                label: string;
                                provider: string;
                            } | null;
                            transfer: {
                                accountNumber: string | null;
                                amount: number;
                                /** @description Treść kodu QR przelewu (standard 2D ZBP) */
                                qr: string | null;
                                recipientName: string;
                                title: string;
                            } | null;
                        };
                        /** @description Czy płatnik może podać własną kwotę */
                        partialAllowed: boolean;
                        participants: {
                            _id: string;
                            billings: {
                                _id: string;
                                grossAmount: number;
                                /** @description Rata n z m (null, gdy należność nie jest ratą) */
                                installment: {
                                    count: number;
                                    number: number;
                                } | null;
                                leftToPay: number;
                                /** Format: date-time */
                                requiredDate: Date;
                                /** @enum {string} */
                                status: "upcoming" | "active" | "late" | "paid" | "overpaid" | "cancelled";
                                statusLabel: string;
                            }[];
                            name: string;
                            status: string;
                            statusLabel: string;
                        }[];
                        payer: {
                            name: string;
                        };
                        project: {
                            currency: string;
                            name: string;
                        };
                        totals: {
                            /** @description Pozostało do zapłaty (wszystko) */
                            all: number;
                            /** @description Do zapłaty dziś (z zaległymi) */
                            dueNow: number;
                            /** @description Zaległe */
                            late: number;
                        };
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPaymentsPublicByEventIdOnline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Kwota w groszach — tylko gdy projekt pozwala na wpłatę części (partialAllowed) */
                    amount?: number;
                    billingIds?: string[];
                    idempotencyKey?: string;
                    /** @description Klucz płatnika (parametr k linku do płatności) */
                    k: string;
                    /** Format: uri */
                    returnUrl?: string;
                    /** @enum {string} */
                    scope: "all" | "dueNow" | "late" | "billings";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number;
                        paymentId: string;
                        redirectUrl: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPaymentsPublicByEventIdStatusByPaymentId: {
        parameters: {
            query?: {
                /** @description Klucz płatnika (parametr k linku do płatności) */
                k?: string;
                /** @description Płatnik przyszedł z linku /l (warianty link-…) */
                link?: boolean;
            };
            header?: never;
            path: {
                eventId: string;
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number;
                        completion: {
                            message: string;
                            /** @enum {string} */
                            outcome: "paid" | "pending" | "canceled" | "failed";
                            /** @enum {string} */
                            variant: "online" | "transfer" | "cash" | "link-online" | "link-transfer" | "link-cash";
                        };
                        currency: string;
                        /** @enum {string} */
                        method: "online" | "transfer" | "cash";
                        paymentId: string;
                        /** @enum {string} */
                        status: "CREATED" | "NEW" | "PENDING" | "CANCELED" | "WAITING FOR CONFIRMATION" | "COMPLETED" | "IMPORTED" | "PAIDOUT" | "DUPLICATE";
                        statusLabel: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPlugins: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        coreVersion: string;
                        plugins: {
                            /** @description Zakres semver @zapisy/core */
                            compatibility: string;
                            id: string;
                            /** @enum {string} */
                            kind: "payment" | "accounting" | "einvoice" | "translation-type" | "form-field" | "sms" | "mail" | "captcha" | "document" | "integration";
                            version: string;
                        }[];
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPluginsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Zakres semver @zapisy/core */
                        compatibility: string;
                        id: string;
                        /** @enum {string} */
                        kind: "payment" | "accounting" | "einvoice" | "translation-type" | "form-field" | "sms" | "mail" | "captcha" | "document" | "integration";
                        routes: string[];
                        version: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPluginsSettingsSchemas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        modules: {
                            /** @description Grupa ustawień (integrations.accounts.<group>). */
                            group: string;
                            label: string;
                            /** @description Wartość 'Moduł płatności' / 'Moduł księgowy'; dla integracji jej nazwa. */
                            module: string;
                            organization: {
                                [key: string]: unknown;
                            };
                            organizerFields?: string[];
                            project?: {
                                [key: string]: unknown;
                            };
                            /**
                             * @description payment / accounting: moduł wybierany przez organizację; integration: włączana w organizacji polem 'enabled' swojej grupy.
                             * @enum {string}
                             */
                            slot: "payment" | "accounting" | "integration";
                            system?: {
                                [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getProductsByEventId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        createdAt: Date;
                        /** @description Opis produktu */
                        description: string;
                        /** @description Czas trwania w minutach; null — nie dotyczy */
                        durationMinutes: number | null;
                        enabled: boolean;
                        eventId: string;
                        /** @description Pozostałe sztuki; null — bez limitu */
                        inventory: number | null;
                        /** @description Najwięcej sztuk w jednym zgłoszeniu; null — bez limitu */
                        maxCount: number | null;
                        name: string;
                        /** @description Cena w groszach */
                        price: number;
                        productId: string;
                        template: string;
                        /** Format: date-time */
                        updatedAt: Date;
                        /**
                         * @description Stawka VAT produktu; null — jak w projekcie
                         * @enum {string|null}
                         */
                        vatRate: "23" | "22" | "8" | "7" | "5" | "3" | "0" | "zw" | "np" | "oo" | null;
                        visibilityRule: {
                            humanRule?: string;
                            jsonRule?: unknown;
                            /** @description Drzewo warunków kreatora reguł (zapisywane dla edycji) */
                            rule?: {
                                [key: string]: unknown;
                            } | null;
                        } | null;
                    }[];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postProductsByEventId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Opis produktu */
                    description?: string;
                    /** @description Czas trwania w minutach; null — nie dotyczy */
                    durationMinutes?: number | null;
                    enabled?: boolean;
                    /** @description Pozostałe sztuki; null — bez limitu */
                    inventory?: number | null;
                    /** @description Najwięcej sztuk w jednym zgłoszeniu; null — bez limitu */
                    maxCount?: number | null;
                    name?: string;
                    /** @description Cena w groszach */
                    price?: number;
                    template?: string;
                    /**
                     * @description Stawka VAT produktu; null — jak w projekcie
                     * @enum {string|null}
                     */
                    vatRate?: "23" | "22" | "8" | "7" | "5" | "3" | "0" | "zw" | "np" | "oo" | null;
                    /** @description Reguła widoczności: json-logic nad danymi formularza i jej opis; null — zawsze widoczny */
                    visibilityRule?: ({
                        humanRule?: string;
                        jsonRule?: unknown;
                        /** @description Drzewo warunków kreatora reguł (zapisywane dla edycji) */
                        rule?: {
                            [key: string]: unknown;
                        } | null;
                    } & {
                        [key: string]: unknown;
                    }) | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        createdAt: Date;
                        /** @description Opis produktu */
                        description: string;
                        /** @description Czas trwania w minutach; null — nie dotyczy */
                        durationMinutes: number | null;
                        enabled: boolean;
                        eventId: string;
                        /** @description Pozostałe sztuki; null — bez limitu */
                        inventory: number | null;
                        /** @description Najwięcej sztuk w jednym zgłoszeniu; null — bez limitu */
                        maxCount: number | null;
                        name: string;
                        /** @description Cena w groszach */
                        price: number;
                        productId: string;
                        template: string;
                        /** Format: date-time */
                        updatedAt: Date;
                        /**
                         * @description Stawka VAT produktu; null — jak w projekcie
                         * @enum {string|null}
                         */
                        vatRate: "23" | "22" | "8" | "7" | "5" | "3" | "0" | "zw" | "np" | "oo" | null;
                        visibilityRule: {
                            humanRule?: string;
                            jsonRule?: unknown;
                            /** @description Drzewo warunków kreatora reguł (zapisywane dla edycji) */
                            rule?: {
                                [key: string]: unknown;
                            } | null;
                        } | null;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteProductsByEventIdByProductId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: boolean;
                        productId: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchProductsByEventIdByProductId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Opis produktu */
                    description?: string;
                    /** @description Czas trwania w minutach; null — nie dotyczy */
                    durationMinutes?: number | null;
                    enabled?: boolean;
                    /** @description Pozostałe sztuki; null — bez limitu */
                    inventory?: number | null;
                    /** @description Najwięcej sztuk w jednym zgłoszeniu; null — bez limitu */
                    maxCount?: number | null;
                    name?: string;
                    /** @description Cena w groszach */
                    price?: number;
                    template?: string;
                    /**
                     * @description Stawka VAT produktu; null — jak w projekcie
                     * @enum {string|null}
                     */
                    vatRate?: "23" | "22" | "8" | "7" | "5" | "3" | "0" | "zw" | "np" | "oo" | null;
                    /** @description Reguła widoczności: json-logic nad danymi formularza i jej opis; null — zawsze widoczny */
                    visibilityRule?: ({
                        humanRule?: string;
                        jsonRule?: unknown;
                        /** @description Drzewo warunków kreatora reguł (zapisywane dla edycji) */
                        rule?: {
                            [key: string]: unknown;
                        } | null;
                    } & {
                        [key: string]: unknown;
                    }) | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        createdAt: Date;
                        /** @description Opis produktu */
                        description: string;
                        /** @description Czas trwania w minutach; null — nie dotyczy */
                        durationMinutes: number | null;
                        enabled: boolean;
                        eventId: string;
                        /** @description Pozostałe sztuki; null — bez limitu */
                        inventory: number | null;
                        /** @description Najwięcej sztuk w jednym zgłoszeniu; null — bez limitu */
                        maxCount: number | null;
                        name: string;
                        /** @description Cena w groszach */
                        price: number;
                        productId: string;
                        template: string;
                        /** Format: date-time */
                        updatedAt: Date;
                        /**
                         * @description Stawka VAT produktu; null — jak w projekcie
                         * @enum {string|null}
                         */
                        vatRate: "23" | "22" | "8" | "7" | "5" | "3" | "0" | "zw" | "np" | "oo" | null;
                        visibilityRule: {
                            humanRule?: string;
                            jsonRule?: unknown;
                            /** @description Drzewo warunków kreatora reguł (zapisywane dla edycji) */
                            rule?: {
                                [key: string]: unknown;
                            } | null;
                        } | null;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    event?: {
                        /** @description Domyślnie wygenerowana z nazwy */
                        domainName?: string;
                        /** @description Domyślnie 'Nowy projekt' */
                        name?: string;
                        /** @enum {string} */
                        translationType?: "default" | "event" | "school" | "psychoterapy" | "shop";
                    };
                    organizationId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Noclegi
                         * @default {
                         *       "exclusionRule": ""
                         *     }
                         */
                        accommodation: {
                            /**
                             * Reguła wykluczenia
                             * @default
                             */
                            exclusionRule: string;
                        };
                        /** Aktywny */
                        readonly active: boolean;
                        /**
                         * Analityka
                         * @default {
                         *       "pixelEnabled": false,
                         *       "pixelId": "",
                         *       "googleAnalyticsEnabled": false,
                         *       "googleAnalyticsId": ""
                         *     }
                         */
                        analytics: {
                            /**
                             * Google Analytics
                             * @default false
                             */
                            googleAnalyticsEnabled: boolean;
                            /**
                             * Identyfikator Google Analytics
                             * @default
                             */
                            googleAnalyticsId: string;
                            /**
                             * Piksel Facebooka
                             * @default false
                             */
                            pixelEnabled: boolean;
                            /**
                             * Identyfikator piksela
                             * @default
                             */
                            pixelId: string;
                        };
                        /**
                         * Wygląd
                         * @default {
                         *       "themeName": "default",
                         *       "navbarTheme": "light",
                         *       "navbarVariant": "light",
                         *       "backgrounds": [],
                         *       "landingPageTemplate": "DefaultTemplate",
                         *       "carouselImages": [],
                         *       "logo": null
                         *     }
                         */
                        appearance: {
                            /**
                             * Tła
                             * @default []
                             */
                            backgrounds: string[];
                            /**
                             * Zdjęcia karuzeli
                             * @default []
                             */
                            carouselImages: string[];
                            /**
                             * Szablon strony głównej
                             * @description DefaultTemplate: Domyślny; CustomTemplate: Własny; VideoBackground: Film w tle; VideoAndDescriptionTemplate: Film i opis; CoverAndDescriptionTemplate: Zdjęcie w tle i opis; Bilingual: Dwujęzyczny; None: Bez strony głównej
                             * @default DefaultTemplate
                             * @enum {string}
                             */
                            landingPageTemplate: "DefaultTemplate" | "CustomTemplate" | "VideoBackground" | "VideoAndDescriptionTemplate" | "CoverAndDescriptionTemplate" | "Bilingual" | "None";
                            /**
                             * Logo
                             * @default null
                             */
                            logo: {
                                /**
                                 * Plik
                                 * @default
                                 */
                                fileName: string;
                                /**
                                 * Wysokość
                                 * @default 30
                                 */
                                height: number;
                                /**
                                 * Identyfikator
                                 * @default
                                 */
                                id: string;
                                /**
                                 * Typ
                                 * @default
                                 */
                                mimeType: string;
                            } | null;
                            /**
                             * Kolor paska nawigacji
                             * @description light: Jasny; dark: Ciemny
                             * @default light
                             * @enum {string}
                             */
                            navbarTheme: "light" | "dark";
                            /**
                             * Wariant paska nawigacji
                             * @description light: Jasny; dark: Ciemny
                             * @default light
                             * @enum {string}
                             */
                            navbarVariant: "light" | "dark";
                            /**
                             * Motyw
                             * @description default: Domyślny
                             * @default default
                             * @enum {string}
                             */
                            themeName: "default";
                        };
                        /** Pierwsza edycja */
                        readonly baseEventId?: string;
                        /**
                         * Kalendarz
                         * @default {
                         *       "enabled": false,
                         *       "billingEnabled": false,
                         *       "calendarAsDefault": false,
                         *       "calendarEventName": "",
                         *       "placesCalendarEnable": false,
                         *       "eventCalendarsEnable": false,
                         *       "defaultEventLength": 30,
                         *       "onParticipant": true,
                         *       "billingHoursForAllDayEvents": 0,
                         *       "availabilityEventsEnable": false,
                         *       "availabilityAlignMinutes": 0,
                         *       "requireParticipant": false,
                         *       "defaultRule": "",
                         *       "absenceMessageAfterHour": "Termin zgłaszania nieobecności w dniu dzisiejszym minął. Zgłoszenie nieobecności nie wstrzyma naliczenia należności."
                         *     }
                         */
                        calendar: {
                            /**
                             * Komunikat po terminie zgłaszania nieobecności
                             * @default Termin zgłaszania nieobecności w dniu dzisiejszym minął. Zgłoszenie nieobecności nie wstrzyma naliczenia należności.
                             */
                            absenceMessageAfterHour: string;
                            /**
                             * Wyrównanie dostępności (minuty)
                             * @default 0
                             */
                            availabilityAlignMinutes: number;
                            /**
                             * Terminy dostępności
                             * @default false
                             */
                            availabilityEventsEnable: boolean;
                            /**
                             * Naliczanie z kalendarza
                             * @default false
                             */
                            billingEnabled: boolean;
                            /**
                             * Godziny naliczane za termin całodniowy
                             * @default 0
                             */
                            billingHoursForAllDayEvents: number;
                            /**
                             * Kalendarz jako widok domyślny
                             * @default false
                             */
                            calendarAsDefault: boolean;
                            /**
                             * Nazwa terminu
                             * @default
                             */
                            calendarEventName: string;
                            /**
                             * Domyślna długość terminu (minuty)
                             * @default 30
                             */
                            defaultEventLength: number;
                            /**
                             * Domyślna reguła powtarzania
                             * @default
                             */
                            defaultRule: string;
                            /**
                             * Kalendarz włączony
                             * @default false
                             */
                            enabled: boolean;
                            /**
                             * Kalendarze projektu
                             * @default false
                             */
                            eventCalendarsEnable: boolean;
                            /**
                             * Kalendarz na uczestniku
                             * @default true
                             */
                            onParticipant: boolean;
                            /**
                             * Kalendarze miejsc
                             * @default false
                             */
                            placesCalendarEnable: boolean;
                            /**
                             * Wymagaj uczestnika
                             * @default false
                             */
                            requireParticipant: boolean;
                        };
                        /**
                         * Data
                         * Format: date-time
                         */
                        readonly createdAt?: Date | null;
                        /**
                         * Dane
                         * @default {
                         *       "showFromAllEvents": false,
                         *       "participantsSortEnabled": false,
                         *       "participantsSortField": "",
                         *       "participantsSortField2": "",
                         *       "participantsSortAsc": true,
                         *       "participantsSortAsc2": true
                         *     }
                         */
                        dataSettings: {
                            /**
                             * Rosnąco
                             * @default true
                             */
                            participantsSortAsc: boolean;
                            /**
                             * Drugie pole rosnąco
                             * @default true
                             */
                            participantsSortAsc2: boolean;
                            /**
                             * Sortowanie uczestników
                             * @default false
                             */
                            participantsSortEnabled: boolean;
                            /**
                             * Pole sortowania
                             * @default
                             */
                            participantsSortField: string;
                            /**
                             * Drugie pole sortowania
                             * @default
                             */
                            participantsSortField2: string;
                            /**
                             * Pokazuj dane ze wszystkich projektów
                             * @default false
                             */
                            showFromAllEvents: boolean;
                        };
                        /**
                         * Windykacja
                         * @default {
                         *       "enabled": false,
                         *       "scope": "PerOrganization",
                         *       "useStatutoryInterestRate": true,
                         *       "customInterestRate": 0,
                         *       "interestCalculationMethod": "Daily",
                         *       "interestNoteFrequency": "Monthly",
                         *       "automaticRemindersEnabled": false,
                         *       "reminderSchedule": {
                         *         "firstReminderDays": 7,
                         *         "secondReminderDays": 14,
                         *         "finalReminderDays": 30
                         *       },
                         *       "autoCreateCasesEnabled": false,
                         *       "minAmountForCase": 5000,
                         *       "daysOverdueForCase": 14,
                         *       "interestNotePatternId": "",
                         *       "interestNoteNumberSeed": 1
                         *     }
                         */
                        debtCollectionSettings: {
                            /**
                             * Automatyczne zakładanie spraw
                             * @default false
                             */
                            autoCreateCasesEnabled: boolean;
                            /**
                             * Automatyczne przypomnienia
                             * @default false
                             */
                            automaticRemindersEnabled: boolean;
                            /**
                             * Własna stopa odsetek (%)
                             * @default 0
                             */
                            customInterestRate: number;
                            /**
                             * Dni po terminie do założenia sprawy
                             * @default 14
                             */
                            daysOverdueForCase: number;
                            /**
                             * Windykacja włączona
                             * @default false
                             */
                            enabled: boolean;
                            /**
                             * Naliczanie odsetek
                             * @default Daily
                             * @enum {string}
                             */
                            interestCalculationMethod: "Daily" | "Monthly" | "Fixed";
                            /**
                             * Częstotliwość not odsetkowych
                             * @default Monthly
                             * @enum {string}
                             */
                            interestNoteFrequency: "Monthly" | "Manual" | "Quarterly";
                            /**
                             * Pierwszy numer noty
                             * @default 1
                             */
                            interestNoteNumberSeed: number;
                            /**
                             * Numeracja not odsetkowych
                             * @default
                             */
                            interestNotePatternId: string;
                            /**
                             * Minimalna kwota sprawy
                             * @default 5000
                             */
                            minAmountForCase: number;
                            /**
                             * Harmonogram przypomnień
                             * @default {
                             *       "firstReminderDays": 7,
                             *       "secondReminderDays": 14,
                             *       "finalReminderDays": 30
                             *     }
                             */
                            reminderSchedule: {
                                /**
                                 * Ostateczne wezwanie (dni)
                                 * @default 30
                                 */
                                finalReminderDays: number;
                                /**
                                 * Pierwsze przypomnienie (dni)
                                 * @default 7
                                 */
                                firstReminderDays: number;
                                /**
                                 * Drugie przypomnienie (dni)
                                 * @default 14
                                 */
                                secondReminderDays: number;
                            };
                            /**
                             * Zakres
                             * @default PerOrganization
                             * @enum {string}
                             */
                            scope: "PerOrganization" | "PerEvent";
                            /**
                             * Odsetki ustawowe
                             * @default true
                             */
                            useStatutoryInterestRate: boolean;
                        };
                        /**
                         * Dokumenty
                         * @default {
                         *       "enabled": false,
                         *       "attachmentsEnabled": false,
                         *       "disableAnonymousAttachmentsEdit": false
                         *     }
                         */
                        documents: {
                            /**
                             * Załączniki włączone
                             * @default false
                             */
                            attachmentsEnabled: boolean;
                            /**
                             * Blokuj edycję załączników bez logowania
                             * @default false
                             */
                            disableAnonymousAttachmentsEdit: boolean;
                            /**
                             * Dokumenty włączone
                             * @default false
                             */
                            enabled: boolean;
                        };
                        /**
                         * Pracownicy
                         * @default {
                         *       "enabled": false,
                         *       "automaticCompensations": false,
                         *       "dayOfMonth": 1
                         *     }
                         */
                        employees: {
                            /**
                             * Automatyczne wynagrodzenia
                             * @default false
                             */
                            automaticCompensations: boolean;
                            /**
                             * Dzień miesiąca rozliczenia
                             * @default 1
                             */
                            dayOfMonth: number;
                            /**
                             * Pracownicy włączeni
                             * @default false
                             */
                            enabled: boolean;
                        };
                        /** Projekt */
                        event: {
                            /**
                             * Zgody w formularzu
                             * @default {
                             *       "termsUrl": "",
                             *       "termsText": "",
                             *       "privacyClause": ""
                             *     }
                             */
                            consents: {
                                /**
                                 * Klauzula informacyjna RODO (pusta: domyślna, z danych organizatora)
                                 * @default
                                 */
                                privacyClause: string;
                                /**
                                 * Regulamin: treść (gdy nie ma osobnej strony)
                                 * @default
                                 */
                                termsText: string;
                                /**
                                 * Regulamin: adres strony z regulaminem
                                 * @default
                                 */
                                termsUrl: string;
                            };
                            /**
                             * Format daty
                             * @default dd/MM/yyyy
                             * @enum {string}
                             */
                            dateFormat: "dd/MM/yyyy" | "dd.MM.yyyy" | "yyyy-MM-dd" | "d MMMM yyyy";
                            /**
                             * Opis
                             * @default
                             */
                            description: string;
                            /**
                             * Domena
                             * @description Małe litery, cyfry i myślniki (nie na początku ani na końcu), do 63 znaków
                             */
                            domainName: string;
                            /**
                             * Adres e-mail
                             * @default
                             */
                            emailAddress: string;
                            /**
                             * Od
                             * Format: date-time
                             * @default null
                             */
                            from: Date | null;
                            /**
                             * Domena główna organizacji
                             * @default false
                             */
                            isMainDomain: boolean;
                            /** Nazwa */
                            name: string;
                            /**
                             * Miejsce
                             * @default
                             */
                            place: string;
                            /**
                             * Recepcja
                             * @default {
                             *       "enabled": true,
                             *       "meetings": {
                             *         "enabled": false,
                             *         "current": 0
                             *       }
                             *     }
                             */
                            reception: {
                                /**
                                 * Recepcja włączona
                                 * @default true
                                 */
                                enabled: boolean;
                                /**
                                 * Spotkania
                                 * @default {
                                 *       "enabled": false,
                                 *       "current": 0
                                 *     }
                                 */
                                meetings: {
                                    /**
                                     * Bieżące spotkanie
                                     * @default 0
                                     */
                                    current: number;
                                    /**
                                     * Wiele spotkań
                                     * @default false
                                     */
                                    enabled: boolean;
                                };
                            };
                            /**
                             * Zapisy
                             * @default {
                             *       "enabled": true,
                             *       "from": null,
                             *       "to": null,
                             *       "confirm": true,
                             *       "timeConstained": false,
                             *       "limitOfParticipantsEnabled": false,
                             *       "limitOfParticipants": 0,
                             *       "enableWaitingList": false,
                             *       "affiliateEnabled": false,
                             *       "affiliateProviderAmount": 0,
                             *       "affiliateProviderPercent": 0,
                             *       "affiliateMaxUses": 0,
                             *       "affiliateMinPurchaseAmount": 0,
                             *       "affiliateCommissionValidationDays": 0,
                             *       "affiliateBillingCategory": "Prowizja",
                             *       "botProtection": "auto"
                             *     }
                             */
                            registration: {
                                /**
                                 * Kategoria należności za prowizję
                                 * @default Prowizja
                                 */
                                affiliateBillingCategory: string;
                                /**
                                 * Dni do zatwierdzenia prowizji
                                 * @default 0
                                 */
                                affiliateCommissionValidationDays: number;
                                /**
                                 * Program poleceń
                                 * @default false
                                 */
                                affiliateEnabled: boolean;
                                /**
                                 * Maksymalna liczba użyć polecenia (0 = bez limitu)
                                 * @default 0
                                 */
                                affiliateMaxUses: number;
                                /**
                                 * Minimalna kwota zakupu
                                 * @default 0
                                 */
                                affiliateMinPurchaseAmount: number;
                                /**
                                 * Prowizja polecającego (kwota)
                                 * @default 0
                                 */
                                affiliateProviderAmount: number;
                                /**
                                 * Prowizja polecającego (%)
                                 * @default 0
                                 */
                                affiliateProviderPercent: number;
                                /**
                                 * Ochrona formularza przed botami
                                 * @default auto
                                 */
                                readonly botProtection: string;
                                /**
                                 * Potwierdzanie zgłoszeń
                                 * @default true
                                 */
                                confirm: boolean;
                                /**
                                 * Zapisy włączone
                                 * @default true
                                 */
                                enabled: boolean;
                                /**
                                 * Lista rezerwowa
                                 * @default false
                                 */
                                enableWaitingList: boolean;
                                /**
                                 * Zapisy od
                                 * Format: date-time
                                 * @default null
                                 */
                                from: Date | null;
                                /**
                                 * Liczba miejsc
                                 * @default 0
                                 */
                                limitOfParticipants: number;
                                /**
                                 * Limit miejsc
                                 * @default false
                                 */
                                limitOfParticipantsEnabled: boolean;
                                /**
                                 * Zapisy ograniczone czasowo
                                 * @default false
                                 */
                                timeConstained: boolean;
                                /**
                                 * Zapisy do
                                 * Format: date-time
                                 * @default null
                                 */
                                to: Date | null;
                            };
                            /**
                             * Hasło
                             * @default
                             */
                            slogan: string;
                            /**
                             * Ankieta
                             * @default {
                             *       "enabled": false,
                             *       "from": null,
                             *       "to": null,
                             *       "anonymous": false
                             *     }
                             */
                            survey: {
                                /**
                                 * Ankieta także bez linku uczestnika (anonimowa)
                                 * @default false
                                 */
                                anonymous: boolean;
                                /**
                                 * Ankieta włączona
                                 * @default false
                                 */
                                enabled: boolean;
                                /**
                                 * Ankieta od
                                 * Format: date-time
                                 * @default null
                                 */
                                from: Date | null;
                                /**
                                 * Ankieta do
                                 * Format: date-time
                                 * @default null
                                 */
                                to: Date | null;
                            };
                            /**
                             * Do
                             * Format: date-time
                             * @default null
                             */
                            to: Date | null;
                            /**
                             * Rodzaj słownictwa
                             * @default default
                             * @enum {string}
                             */
                            translationType: "default" | "event" | "school" | "psychoterapy" | "shop";
                            /**
                             * Strona projektu (przycisk „Wróć na stronę” po zapisie)
                             * @default
                             */
                            websiteUrl: string;
                        };
                        /** Identyfikator */
                        readonly eventId: string;
                        /**
                         * Faktury
                         * @default {
                         *       "enabled": false,
                         *       "showBrutto": false,
                         *       "showAlways": false,
                         *       "invoicePerBilling": false,
                         *       "addInvoiceWhenBill": false,
                         *       "addInvoicePeriodically": false,
                         *       "exportInvoicePeriodically": false,
                         *       "useVat": null,
                         *       "vatPercent": null,
                         *       "serviceName": "",
                         *       "serviceUnit": "",
                         *       "lumpSum": null,
                         *       "lumpPercent": null,
                         *       "daysToPay": null,
                         *       "patternId": null,
                         *       "correctionPatternId": null,
                         *       "invoiceNumberSeed": 1,
                         *       "correctionNumberSeed": 1,
                         *       "fullName": "",
                         *       "taxId": "",
                         *       "personalId": "",
                         *       "bankAccount": "",
                         *       "phoneNumber": "",
                         *       "address": "",
                         *       "businessType": 1
                         *     }
                         */
                        invoicing: {
                            /**
                             * Faktury okresowe
                             * @default false
                             */
                            addInvoicePeriodically: boolean;
                            /**
                             * Faktura przy naliczeniu
                             * @default false
                             */
                            addInvoiceWhenBill: boolean;
                            /**
                             * Adres
                             * @default
                             */
                            address: string;
                            /**
                             * Numer konta
                             * @default
                             */
                            bankAccount: string;
                            /**
                             * Forma prawna sprzedawcy
                             * @description 1: Osoba fizyczna; 2: Jednoosobowa działalność gospodarcza; 3: Spółka cywilna; 4: Spółka jawna; 5: Spółka komandytowa; 6: Spółka komandytowo-akcyjna; 7: Spółka akcyjna; 8: Spółka z ograniczoną odpowiedzialnością; 9: Stowarzyszenie, fundacja, organizacja pożytku publicznego; 10: Kościelna osoba prawna; 11: Spółdzielnia
                             * @default 1
                             * @enum {integer}
                             */
                            businessType: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;
                            /**
                             * Pierwszy numer korekty
                             * @default 1
                             */
                            correctionNumberSeed: number;
                            /**
                             * Numeracja korekt
                             * @default null
                             */
                            correctionPatternId: string | null;
                            /**
                             * Termin płatności w dniach (puste = jak organizacja)
                             * @default null
                             */
                            daysToPay: number | null;
                            /**
                             * Faktury włączone
                             * @default false
                             */
                            enabled: boolean;
                            /**
                             * Okresowy eksport faktur
                             * @default false
                             */
                            exportInvoicePeriodically: boolean;
                            /**
                             * Nazwa sprzedawcy
                             * @default
                             */
                            fullName: string;
                            /**
                             * Pierwszy numer faktury
                             * @default 1
                             */
                            invoiceNumberSeed: number;
                            /**
                             * Faktura do każdej należności
                             * @default false
                             */
                            invoicePerBilling: boolean;
                            /**
                             * Stawka ryczałtu % (puste = jak organizacja)
                             * @default null
                             */
                            lumpPercent: number | null;
                            /**
                             * Ryczałt (puste = jak organizacja)
                             * @default null
                             */
                            lumpSum: boolean | null;
                            /**
                             * Numeracja faktur
                             * @default null
                             */
                            patternId: string | null;
                            /**
                             * PESEL
                             * @default
                             */
                            personalId: string;
                            /**
                             * Telefon
                             * @default
                             */
                            phoneNumber: string;
                            /**
                             * Nazwa usługi
                             * @default
                             */
                            serviceName: string;
                            /**
                             * Jednostka
                             * @default
                             */
                            serviceUnit: string;
                            /**
                             * Zawsze pokazuj faktury
                             * @default false
                             */
                            showAlways: boolean;
                            /**
                             * Pokazuj kwoty brutto
                             * @default false
                             */
                            showBrutto: boolean;
                            /**
                             * NIP
                             * @default
                             */
                            taxId: string;
                            /**
                             * Płatnik VAT (puste = jak organizacja)
                             * @default null
                             */
                            useVat: boolean | null;
                            /**
                             * Stawka VAT (puste = jak organizacja)
                             * @description 23: 23 %; 22: 22 % (stawka sprzed 2011 r.); 8: 8 %; 7: 7 % (stawka sprzed 2011 r.); 5: 5 %; 3: 3 % (stawka sprzed 2011 r.); 0: 0 %; zw: zw (zwolniony); np: np (nie podlega); oo: oo (odwrotne obciążenie)
                             * @default null
                             * @enum {string|null}
                             */
                            vatPercent: "23" | "22" | "8" | "7" | "5" | "3" | "0" | "zw" | "np" | "oo" | null;
                        };
                        /**
                         * Wersja uproszczona
                         * @default false
                         */
                        lite: boolean;
                        /** Organizacja */
                        readonly organizationId: string;
                        /**
                         * Płatności
                         * @default {
                         *       "enabled": true,
                         *       "online": true,
                         *       "cash": false,
                         *       "automatic": true,
                         *       "byInvoiceNumber": false,
                         *       "discount": false,
                         *       "roundToInt": false,
                         *       "daysLate": 2,
                         *       "statements": {
                         *         "enabled": false,
                         *         "distributionAlgorithm": "consecutive",
                         *         "matchOnCustomerData": true,
                         *         "matchOnParticipantData": true,
                         *         "settleWithEvent": false
                         *       },
                         *       "installments": {
                         *         "enabled": false,
                         *         "billBeforeInstallment": false,
                         *         "configurations": []
                         *       }
                         *     }
                         */
                        payments: {
                            /**
                             * Automatyczne księgowanie
                             * @default true
                             */
                            automatic: boolean;
                            /**
                             * Dopasowanie po numerze faktury
                             * @default false
                             */
                            byInvoiceNumber: boolean;
                            /**
                             * Płatność gotówką
                             * @default false
                             */
                            cash: boolean;
                            /**
                             * Dni opóźnienia
                             * @default 2
                             */
                            daysLate: number;
                            /**
                             * Rabaty
                             * @default false
                             */
                            discount: boolean;
                            /**
                             * Płatności włączone
                             * @default true
                             */
                            enabled: boolean;
                            /**
                             * Raty
                             * @default {
                             *       "enabled": false,
                             *       "billBeforeInstallment": false,
                             *       "configurations": []
                             *     }
                             */
                            installments: {
                                /**
                                 * Należność przed terminem raty
                                 * @default false
                                 */
                                billBeforeInstallment: boolean;
                                /**
                                 * Definicje rat
                                 * @default []
                                 */
                                configurations: {
                                    /** Zaliczka */
                                    advance?: {
                                        [key: string]: unknown;
                                    } | null;
                                    /** Między datami */
                                    betweenDates?: {
                                        [key: string]: unknown;
                                    } | null;
                                    /**
                                     * Sposób wyliczenia
                                     * @enum {string}
                                     */
                                    calculationType: "constantAmountPerInstallment" | "amountTimesMultiplier" | "totalAmount";
                                    /** Stała liczba rat */
                                    constantNumber?: {
                                        [key: string]: unknown;
                                    } | null;
                                    /** Liczba rat */
                                    count: number;
                                    /** Identyfikator */
                                    definitionId: string;
                                    /** Mnożnik */
                                    multiplier: number;
                                    /** Nazwa */
                                    name: string;
                                    /**
                                     * Rodzaj
                                     * @enum {string}
                                     */
                                    type: "constantDate" | "advance" | "constantNumber" | "betweenDates" | "advanceBetweenDates";
                                }[];
                                /**
                                 * Raty włączone
                                 * @default false
                                 */
                                enabled: boolean;
                            };
                            /**
                             * Płatności online
                             * @default true
                             */
                            online: boolean;
                            /**
                             * Zaokrąglanie do pełnych złotych
                             * @default false
                             */
                            roundToInt: boolean;
                            /**
                             * Wyciągi bankowe
                             * @default {
                             *       "enabled": false,
                             *       "distributionAlgorithm": "consecutive",
                             *       "matchOnCustomerData": true,
                             *       "matchOnParticipantData": true,
                             *       "settleWithEvent": false
                             *     }
                             */
                            statements: {
                                /**
                                 * Podział wpłaty
                                 * @default consecutive
                                 * @enum {string}
                                 */
                                distributionAlgorithm: "auto" | "consecutive" | "equal" | "first-served";
                                /**
                                 * Import wyciągów
                                 * @default false
                                 */
                                enabled: boolean;
                                /**
                                 * Dopasowanie po danych klienta
                                 * @default true
                                 */
                                matchOnCustomerData: boolean;
                                /**
                                 * Dopasowanie po danych uczestnika
                                 * @default true
                                 */
                                matchOnParticipantData: boolean;
                                /**
                                 * Rozliczenie w ramach projektu
                                 * @default false
                                 */
                                settleWithEvent: boolean;
                            };
                        };
                        /**
                         * Uprawnienia
                         * @default []
                         */
                        permissions: {
                            /**
                             * Od
                             * Format: date-time
                             * @default null
                             */
                            from: Date | null;
                            /**
                             * Rola
                             * @enum {string}
                             */
                            role: "admin" | "payments" | "employee" | "reception" | "guest";
                            /**
                             * Do
                             * Format: date-time
                             * @default null
                             */
                            to: Date | null;
                            /** Użytkownik */
                            userId: string;
                        }[];
                        /**
                         * Subskrypcja
                         * @default {
                         *       "firstRegistration": null,
                         *       "enabled": false
                         *     }
                         */
                        subscription: {
                            /**
                             * Subskrypcja aktywna
                             * @default false
                             */
                            enabled: boolean;
                            /**
                             * Pierwsze zgłoszenie
                             * Format: date-time
                             * @default null
                             */
                            firstRegistration: Date | null;
                        };
                        /**
                         * Data
                         * Format: date-time
                         */
                        readonly updatedAt?: Date | null;
                        /**
                         * Webhooki
                         * @default {
                         *       "formEnter": {
                         *         "enabled": false,
                         *         "target": ""
                         *       },
                         *       "formSubmit": {
                         *         "enabled": false,
                         *         "target": ""
                         *       },
                         *       "accommodationSelect": {
                         *         "enabled": false,
                         *         "target": ""
                         *       },
                         *       "paymentExecuted": {
                         *         "enabled": false,
                         *         "target": ""
                         *       },
                         *       "registrationCompleted": {
                         *         "enabled": false,
                         *         "target": ""
                         *       }
                         *     }
                         */
                        webhooks: {
                            /**
                             * Wybór noclegu
                             * @default {
                             *       "enabled": false,
                             *       "target": ""
                             *     }
                             */
                            accommodationSelect: {
                                /**
                                 * Włączony
                                 * @default false
                                 */
                                enabled: boolean;
                                /**
                                 * Adres docelowy
                                 * @default
                                 */
                                target: string;
                            };
                            /**
                             * Wejście na formularz
                             * @default {
                             *       "enabled": false,
                             *       "target": ""
                             *     }
                             */
                            formEnter: {
                                /**
                                 * Włączony
                                 * @default false
                                 */
                                enabled: boolean;
                                /**
                                 * Adres docelowy
                                 * @default
                                 */
                                target: string;
                            };
                            /**
                             * Wysłanie formularza
                             * @default {
                             *       "enabled": false,
                             *       "target": ""
                             *     }
                             */
                            formSubmit: {
                                /**
                                 * Włączony
                                 * @default false
                                 */
                                enabled: boolean;
                                /**
                                 * Adres docelowy
                                 * @default
                                 */
                                target: string;
                            };
                            /**
                             * Wykonana płatność
                             * @default {
                             *       "enabled": false,
                             *       "target": ""
                             *     }
                             */
                            paymentExecuted: {
                                /**
                                 * Włączony
                                 * @default false
                                 */
                                enabled: boolean;
                                /**
                                 * Adres docelowy
                                 * @default
                                 */
                                target: string;
                            };
                            /**
                             * Zakończone zapisy
                             * @default {
                             *       "enabled": false,
                             *       "target": ""
                             *     }
                             */
                            registrationCompleted: {
                                /**
                                 * Włączony
                                 * @default false
                                 */
                                enabled: boolean;
                                /**
                                 * Adres docelowy
                                 * @default
                                 */
                                target: string;
                            };
                        };
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getProjectById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Publiczny widok projektu; użytkownik z rolą admin, payments lub employee w projekcie dostaje cały projekt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Noclegi */
                        accommodation?: {
                            /** Reguła wykluczenia */
                            exclusionRule?: string;
                        };
                        /** Aktywny */
                        readonly active: boolean;
                        /** Analityka */
                        analytics?: {
                            /** Google Analytics */
                            googleAnalyticsEnabled?: boolean;
                            /** Identyfikator Google Analytics */
                            googleAnalyticsId?: string;
                            /** Piksel Facebooka */
                            pixelEnabled?: boolean;
                            /** Identyfikator piksela */
                            pixelId?: string;
                        };
                        /** Wygląd */
                        appearance?: {
                            /** Tła */
                            backgrounds?: string[];
                            /** Zdjęcia karuzeli */
                            carouselImages?: string[];
                            /**
                             * Szablon strony głównej
                             * @description DefaultTemplate: Domyślny; CustomTemplate: Własny; VideoBackground: Film w tle; VideoAndDescriptionTemplate: Film i opis; CoverAndDescriptionTemplate: Zdjęcie w tle i opis; Bilingual: Dwujęzyczny; None: Bez strony głównej
                             * @enum {string}
                             */
                            landingPageTemplate?: "DefaultTemplate" | "CustomTemplate" | "VideoBackground" | "VideoAndDescriptionTemplate" | "CoverAndDescriptionTemplate" | "Bilingual" | "None";
                            /** Logo */
                            logo?: {
                                /** Plik */
                                fileName?: string;
                                /** Wysokość */
                                height?: number;
                                /** Identyfikator */
                                id?: string;
                                /** Typ */
                                mimeType?: string;
                            } | null;
                            /**
                             * Kolor paska nawigacji
                             * @description light: Jasny; dark: Ciemny
                             * @enum {string}
                             */
                            navbarTheme?: "light" | "dark";
                            /**
                             * Wariant paska nawigacji
                             * @description light: Jasny; dark: Ciemny
                             * @enum {string}
                             */
                            navbarVariant?: "light" | "dark";
                            /**
                             * Motyw
                             * @description default: Domyślny
                             * @enum {string}
                             */
                            themeName?: "default";
                        };
                        /** Pierwsza edycja */
                        readonly baseEventId?: string;
                        /** Kalendarz */
                        calendar?: {
                            /** Komunikat po terminie zgłaszania nieobecności */
                            absenceMessageAfterHour?: string;
                            /** Wyrównanie dostępności (minuty) */
                            availabilityAlignMinutes?: number;
                            /** Terminy dostępności */
                            availabilityEventsEnable?: boolean;
                            /** Naliczanie z kalendarza */
                            billingEnabled?: boolean;
                            /** Godziny naliczane za termin całodniowy */
                            billingHoursForAllDayEvents?: number;
                            /** Kalendarz jako widok domyślny */
                            calendarAsDefault?: boolean;
                            /** Nazwa terminu */
                            calendarEventName?: string;
                            /** Domyślna długość terminu (minuty) */
                            defaultEventLength?: number;
                            /** Domyślna reguła powtarzania */
                            defaultRule?: string;
                            /** Kalendarz włączony */
                            enabled?: boolean;
                            /** Kalendarze projektu */
                            eventCalendarsEnable?: boolean;
                            /** Kalendarz na uczestniku */
                            onParticipant?: boolean;
                            /** Kalendarze miejsc */
                            placesCalendarEnable?: boolean;
                            /** Wymagaj uczestnika */
                            requireParticipant?: boolean;
                        };
                        /**
                         * Data
                         * Format: date-time
                         */
                        readonly createdAt?: Date | null;
                        /** Dane */
                        dataSettings?: {
                            /** Rosnąco */
                            participantsSortAsc?: boolean;
                            /** Drugie pole rosnąco */
                            participantsSortAsc2?: boolean;
                            /** Sortowanie uczestników */
                            participantsSortEnabled?: boolean;
                            /** Pole sortowania */
                            participantsSortField?: string;
                            /** Drugie pole sortowania */
                            participantsSortField2?: string;
                            /** Pokazuj dane ze wszystkich projektów */
                            showFromAllEvents?: boolean;
                        };
                        /** Windykacja */
                        debtCollectionSettings?: {
                            /** Automatyczne zakładanie spraw */
                            autoCreateCasesEnabled?: boolean;
                            /** Automatyczne przypomnienia */
                            automaticRemindersEnabled?: boolean;
                            /** Własna stopa odsetek (%) */
                            customInterestRate?: number;
                            /** Dni po terminie do założenia sprawy */
                            daysOverdueForCase?: number;
                            /** Windykacja włączona */
                            enabled?: boolean;
                            /**
                             * Naliczanie odsetek
                             * @enum {string}
                             */
                            interestCalculationMethod?: "Daily" | "Monthly" | "Fixed";
                            /**
                             * Częstotliwość not odsetkowych
                             * @enum {string}
                             */
                            interestNoteFrequency?: "Monthly" | "Manual" | "Quarterly";
                            /** Pierwszy numer noty */
                            interestNoteNumberSeed?: number;
                            /** Numeracja not odsetkowych */
                            interestNotePatternId?: string;
                            /** Minimalna kwota sprawy */
                            minAmountForCase?: number;
                            /** Harmonogram przypomnień */
                            reminderSchedule?: {
                                /** Ostateczne wezwanie (dni) */
                                finalReminderDays?: number;
                                /** Pierwsze przypomnienie (dni) */
                                firstReminderDays?: number;
                                /** Drugie przypomnienie (dni) */
                                secondReminderDays?: number;
                            };
                            /**
                             * Zakres
                             * @enum {string}
                             */
                            scope?: "PerOrganization" | "PerEvent";
                            /** Odsetki ustawowe */
                            useStatutoryInterestRate?: boolean;
                        };
                        /** Dokumenty */
                        documents?: {
                            /** Załączniki włączone */
                            attachmentsEnabled?: boolean;
                            /** Blokuj edycję załączników bez logowania */
                            disableAnonymousAttachmentsEdit?: boolean;
                            /** Dokumenty włączone */
                            enabled?: boolean;
                        };
                        /** Pracownicy */
                        employees?: {
                            /** Automatyczne wynagrodzenia */
                            automaticCompensations?: boolean;
                            /** Dzień miesiąca rozliczenia */
                            dayOfMonth?: number;
                            /** Pracownicy włączeni */
                            enabled?: boolean;
                        };
                        /** Projekt */
                        event: {
                            /** Zgody w formularzu */
                            consents?: {
                                /** Klauzula informacyjna RODO (pusta: domyślna, z danych organizatora) */
                                privacyClause?: string;
                                /** Regulamin: treść (gdy nie ma osobnej strony) */
                                termsText?: string;
                                /** Regulamin: adres strony z regulaminem */
                                termsUrl?: string;
                            };
                            /**
                             * Format daty
                             * @enum {string}
                             */
                            dateFormat?: "dd/MM/yyyy" | "dd.MM.yyyy" | "yyyy-MM-dd" | "d MMMM yyyy";
                            /** Opis */
                            description?: string;
                            /**
                             * Domena
                             * @description Małe litery, cyfry i myślniki (nie na początku ani na końcu), do 63 znaków
                             */
                            domainName?: string;
                            /** Adres e-mail */
                            emailAddress?: string;
                            /**
                             * Od
                             * Format: date-time
                             */
                            from?: Date | null;
                            /** Domena główna organizacji */
                            isMainDomain?: boolean;
                            /** Nazwa */
                            name?: string;
                            /** Miejsce */
                            place?: string;
                            /** Recepcja */
                            reception?: {
                                /** Recepcja włączona */
                                enabled?: boolean;
                                /** Spotkania */
                                meetings?: {
                                    /** Bieżące spotkanie */
                                    current?: number;
                                    /** Wiele spotkań */
                                    enabled?: boolean;
                                };
                            };
                            /** Zapisy */
                            registration?: {
                                /** Kategoria należności za prowizję */
                                affiliateBillingCategory?: string;
                                /** Dni do zatwierdzenia prowizji */
                                affiliateCommissionValidationDays?: number;
                                /** Program poleceń */
                                affiliateEnabled?: boolean;
                                /** Maksymalna liczba użyć polecenia (0 = bez limitu) */
                                affiliateMaxUses?: number;
                                /** Minimalna kwota zakupu */
                                affiliateMinPurchaseAmount?: number;
                                /** Prowizja polecającego (kwota) */
                                affiliateProviderAmount?: number;
                                /** Prowizja polecającego (%) */
                                affiliateProviderPercent?: number;
                                /** Ochrona formularza przed botami */
                                readonly botProtection?: string;
                                /** Potwierdzanie zgłoszeń */
                                confirm?: boolean;
                                /** Zapisy włączone */
                                enabled?: boolean;
                                /** Lista rezerwowa */
                                enableWaitingList?: boolean;
                                /**
                                 * Zapisy od
                                 * Format: date-time
                                 */
                                from?: Date | null;
                                /** Liczba miejsc */
                                limitOfParticipants?: number;
                                /** Limit miejsc */
                                limitOfParticipantsEnabled?: boolean;
                                /** Zapisy ograniczone czasowo */
                                timeConstained?: boolean;
                                /**
                                 * Zapisy do
                                 * Format: date-time
                                 */
                                to?: Date | null;
                            };
                            /** Hasło */
                            slogan?: string;
                            /** Ankieta */
                            survey?: {
                                /** Ankieta także bez linku uczestnika (anonimowa) */
                                anonymous?: boolean;
                                /** Ankieta włączona */
                                enabled?: boolean;
                                /**
                                 * Ankieta od
                                 * Format: date-time
                                 */
                                from?: Date | null;
                                /**
                                 * Ankieta do
                                 * Format: date-time
                                 */
                                to?: Date | null;
                            };
                            /**
                             * Do
                             * Format: date-time
                             */
                            to?: Date | null;
                            /**
                             * Rodzaj słownictwa
                             * @enum {string}
                             */
                            translationType?: "default" | "event" | "school" | "psychoterapy" | "shop";
                            /** Strona projektu (przycisk „Wróć na stronę” po zapisie) */
                            websiteUrl?: string;
                        };
                        /** Identyfikator */
                        readonly eventId: string;
                        /** Faktury */
                        invoicing?: {
                            /** Faktury okresowe */
                            addInvoicePeriodically?: boolean;
                            /** Faktura przy naliczeniu */
                            addInvoiceWhenBill?: boolean;
                            /** Adres */
                            address?: string;
                            /** Numer konta */
                            bankAccount?: string;
                            /**
                             * Forma prawna sprzedawcy
                             * @description 1: Osoba fizyczna; 2: Jednoosobowa działalność gospodarcza; 3: Spółka cywilna; 4: Spółka jawna; 5: Spółka komandytowa; 6: Spółka komandytowo-akcyjna; 7: Spółka akcyjna; 8: Spółka z ograniczoną odpowiedzialnością; 9: Stowarzyszenie, fundacja, organizacja pożytku publicznego; 10: Kościelna osoba prawna; 11: Spółdzielnia
                             * @enum {integer}
                             */
                            businessType?: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;
                            /** Pierwszy numer korekty */
                            correctionNumberSeed?: number;
                            /** Numeracja korekt */
                            correctionPatternId?: string | null;
                            /** Termin płatności w dniach (puste = jak organizacja) */
                            daysToPay?: number | null;
                            /** Faktury włączone */
                            enabled?: boolean;
                            /** Okresowy eksport faktur */
                            exportInvoicePeriodically?: boolean;
                            /** Nazwa sprzedawcy */
                            fullName?: string;
                            /** Pierwszy numer faktury */
                            invoiceNumberSeed?: number;
                            /** Faktura do każdej należności */
                            invoicePerBilling?: boolean;
                            /** Stawka ryczałtu % (puste = jak organizacja) */
                            lumpPercent?: number | null;
                            /** Ryczałt (puste = jak organizacja) */
                            lumpSum?: boolean | null;
                            /** Numeracja faktur */
                            patternId?: string | null;
                            /** PESEL */
                            personalId?: string;
                            /** Telefon */
                            phoneNumber?: string;
                            /** Nazwa usługi */
                            serviceName?: string;
                            /** Jednostka */
                            serviceUnit?: string;
                            /** Zawsze pokazuj faktury */
                            showAlways?: boolean;
                            /** Pokazuj kwoty brutto */
                            showBrutto?: boolean;
                            /** NIP */
                            taxId?: string;
                            /** Płatnik VAT (puste = jak organizacja) */
                            useVat?: boolean | null;
                            /**
                             * Stawka VAT (puste = jak organizacja)
                             * @description 23: 23 %; 22: 22 % (stawka sprzed 2011 r.); 8: 8 %; 7: 7 % (stawka sprzed 2011 r.); 5: 5 %; 3: 3 % (stawka sprzed 2011 r.); 0: 0 %; zw: zw (zwolniony); np: np (nie podlega); oo: oo (odwrotne obciążenie)
                             * @enum {string|null}
                             */
                            vatPercent?: "23" | "22" | "8" | "7" | "5" | "3" | "0" | "zw" | "np" | "oo" | null;
                        };
                        /** Wersja uproszczona */
                        lite?: boolean;
                        /** Organizacja */
                        readonly organizationId: string;
                        /** Płatności */
                        payments?: {
                            /** Automatyczne księgowanie */
                            automatic?: boolean;
                            /** Dopasowanie po numerze faktury */
                            byInvoiceNumber?: boolean;
                            /** Płatność gotówką */
                            cash?: boolean;
                            /** Dni opóźnienia */
                            daysLate?: number;
                            /** Rabaty */
                            discount?: boolean;
                            /** Płatności włączone */
                            enabled?: boolean;
                            /** Raty */
                            installments?: {
                                /** Należność przed terminem raty */
                                billBeforeInstallment?: boolean;
                                /** Definicje rat */
                                configurations?: {
                                    /** Zaliczka */
                                    advance?: {
                                        [key: string]: unknown;
                                    } | null;
                                    /** Między datami */
                                    betweenDates?: {
                                        [key: string]: unknown;
                                    } | null;
                                    /**
                                     * Sposób wyliczenia
                                     * @enum {string}
                                     */
                                    calculationType: "constantAmountPerInstallment" | "amountTimesMultiplier" | "totalAmount";
                                    /** Stała liczba rat */
                                    constantNumber?: {
                                        [key: string]: unknown;
                                    } | null;
                                    /** Liczba rat */
                                    count: number;
                                    /** Identyfikator */
                                    definitionId: string;
                                    /** Mnożnik */
                                    multiplier: number;
                                    /** Nazwa */
                                    name: string;
                                    /**
                                     * Rodzaj
                                     * @enum {string}
                                     */
                                    type: "constantDate" | "advance" | "constantNumber" | "betweenDates" | "advanceBetweenDates";
                                }[];
                                /** Raty włączone */
                                enabled?: boolean;
                            };
                            /** Płatności online */
                            online?: boolean;
                            /** Zaokrąglanie do pełnych złotych */
                            roundToInt?: boolean;
                            /** Wyciągi bankowe */
                            statements?: {
                                /**
                                 * Podział wpłaty
                                 * @enum {string}
                                 */
                                distributionAlgorithm?: "auto" | "consecutive" | "equal" | "first-served";
                                /** Import wyciągów */
                                enabled?: boolean;
                                /** Dopasowanie po danych klienta */
                                matchOnCustomerData?: boolean;
                                /** Dopasowanie po danych uczestnika */
                                matchOnParticipantData?: boolean;
                                /** Rozliczenie w ramach projektu */
                                settleWithEvent?: boolean;
                            };
                        };
                        /** Uprawnienia */
                        permissions?: {
                            /**
                             * Od
                             * Format: date-time
                             */
                            from?: Date | null;
                            /**
                             * Rola
                             * @enum {string}
                             */
                            role: "admin" | "payments" | "employee" | "reception" | "guest";
                            /**
                             * Do
                             * Format: date-time
                             */
                            to?: Date | null;
                            /** Użytkownik */
                            userId: string;
                        }[];
                        /** Subskrypcja */
                        subscription?: {
                            /** Subskrypcja aktywna */
                            enabled?: boolean;
                            /**
                             * Pierwsze zgłoszenie
                             * Format: date-time
                             */
                            firstRegistration?: Date | null;
                        };
                        /**
                         * Data
                         * Format: date-time
                         */
                        readonly updatedAt?: Date | null;
                        /** Webhooki */
                        webhooks?: {
                            /** Wybór noclegu */
                            accommodationSelect?: {
                                /** Włączony */
                                enabled?: boolean;
                                /** Adres docelowy */
                                target?: string;
                            };
                            /** Wejście na formularz */
                            formEnter?: {
                                /** Włączony */
                                enabled?: boolean;
                                /** Adres docelowy */
                                target?: string;
                            };
                            /** Wysłanie formularza */
                            formSubmit?: {
                                /** Włączony */
                                enabled?: boolean;
                                /** Adres docelowy */
                                target?: string;
                            };
                            /** Wykonana płatność */
                            paymentExecuted?: {
                                /** Włączony */
                                enabled?: boolean;
                                /** Adres docelowy */
                                target?: string;
                            };
                            /** Zakończone zapisy */
                            registrationCompleted?: {
                                /** Włączony */
                                enabled?: boolean;
                                /** Adres docelowy */
                                target?: string;
                            };
                        };
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteProjectById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        eventId: string;
                        participantsDeleted: number;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchProjectById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Noclegi */
                    accommodation: {
                        /** Reguła wykluczenia */
                        exclusionRule: string;
                    };
                    /** Aktywny */
                    readonly active?: boolean;
                    /** Analityka */
                    analytics: {
                        /** Google Analytics */
                        googleAnalyticsEnabled: boolean;
                        /** Identyfikator Google Analytics */
                        googleAnalyticsId: string;
                        /** Piksel Facebooka */
                        pixelEnabled: boolean;
                        /** Identyfikator piksela */
                        pixelId: string;
                    };
                    /** Wygląd */
                    appearance: {
                        /** Tła */
                        backgrounds: string[];
                        /** Zdjęcia karuzeli */
                        carouselImages: string[];
                        /**
                         * Szablon strony głównej
                         * @description DefaultTemplate: Domyślny; CustomTemplate: Własny; VideoBackground: Film w tle; VideoAndDescriptionTemplate: Film i opis; CoverAndDescriptionTemplate: Zdjęcie w tle i opis; Bilingual: Dwujęzyczny; None: Bez strony głównej
                         * @enum {string}
                         */
                        landingPageTemplate: "DefaultTemplate" | "CustomTemplate" | "VideoBackground" | "VideoAndDescriptionTemplate" | "CoverAndDescriptionTemplate" | "Bilingual" | "None";
                        /** Logo */
                        logo: {
                            /** Plik */
                            fileName: string;
                            /** Wysokość */
                            height: number;
                            /** Identyfikator */
                            id: string;
                            /** Typ */
                            mimeType: string;
                        } | null;
                        /**
                         * Kolor paska nawigacji
                         * @description light: Jasny; dark: Ciemny
                         * @enum {string}
                         */
                        navbarTheme: "light" | "dark";
                        /**
                         * Wariant paska nawigacji
                         * @description light: Jasny; dark: Ciemny
                         * @enum {string}
                         */
                        navbarVariant: "light" | "dark";
                        /**
                         * Motyw
                         * @description default: Domyślny
                         * @enum {string}
                         */
                        themeName: "default";
                    };
                    /** Pierwsza edycja */
                    readonly baseEventId?: string;
                    /** Kalendarz */
                    calendar: {
                        /** Komunikat po terminie zgłaszania nieobecności */
                        absenceMessageAfterHour: string;
                        /** Wyrównanie dostępności (minuty) */
                        availabilityAlignMinutes: number;
                        /** Terminy dostępności */
                        availabilityEventsEnable: boolean;
                        /** Naliczanie z kalendarza */
                        billingEnabled: boolean;
                        /** Godziny naliczane za termin całodniowy */
                        billingHoursForAllDayEvents: number;
                        /** Kalendarz jako widok domyślny */
                        calendarAsDefault: boolean;
                        /** Nazwa terminu */
                        calendarEventName: string;
                        /** Domyślna długość terminu (minuty) */
                        defaultEventLength: number;
                        /** Domyślna reguła powtarzania */
                        defaultRule: string;
                        /** Kalendarz włączony */
                        enabled: boolean;
                        /** Kalendarze projektu */
                        eventCalendarsEnable: boolean;
                        /** Kalendarz na uczestniku */
                        onParticipant: boolean;
                        /** Kalendarze miejsc */
                        placesCalendarEnable: boolean;
                        /** Wymagaj uczestnika */
                        requireParticipant: boolean;
                    };
                    /**
                     * Data
                     * Format: date-time
                     */
                    readonly createdAt?: Date | string | null;
                    /** Dane */
                    dataSettings: {
                        /** Rosnąco */
                        participantsSortAsc: boolean;
                        /** Drugie pole rosnąco */
                        participantsSortAsc2: boolean;
                        /** Sortowanie uczestników */
                        participantsSortEnabled: boolean;
                        /** Pole sortowania */
                        participantsSortField: string;
                        /** Drugie pole sortowania */
                        participantsSortField2: string;
                        /** Pokazuj dane ze wszystkich projektów */
                        showFromAllEvents: boolean;
                    };
                    /** Windykacja */
                    debtCollectionSettings: {
                        /** Automatyczne zakładanie spraw */
                        autoCreateCasesEnabled: boolean;
                        /** Automatyczne przypomnienia */
                        automaticRemindersEnabled: boolean;
                        /** Własna stopa odsetek (%) */
                        customInterestRate: number;
                        /** Dni po terminie do założenia sprawy */
                        daysOverdueForCase: number;
                        /** Windykacja włączona */
                        enabled: boolean;
                        /**
                         * Naliczanie odsetek
                         * @enum {string}
                         */
                        interestCalculationMethod: "Daily" | "Monthly" | "Fixed";
                        /**
                         * Częstotliwość not odsetkowych
                         * @enum {string}
                         */
                        interestNoteFrequency: "Monthly" | "Manual" | "Quarterly";
                        /** Pierwszy numer noty */
                        interestNoteNumberSeed: number;
                        /** Numeracja not odsetkowych */
                        interestNotePatternId: string;
                        /** Minimalna kwota sprawy */
                        minAmountForCase: number;
                        /** Harmonogram przypomnień */
                        reminderSchedule: {
                            /** Ostateczne wezwanie (dni) */
                            finalReminderDays: number;
                            /** Pierwsze przypomnienie (dni) */
                            firstReminderDays: number;
                            /** Drugie przypomnienie (dni) */
                            secondReminderDays: number;
                        };
                        /**
                         * Zakres
                         * @enum {string}
                         */
                        scope: "PerOrganization" | "PerEvent";
                        /** Odsetki ustawowe */
                        useStatutoryInterestRate: boolean;
                    };
                    /** Dokumenty */
                    documents: {
                        /** Załączniki włączone */
                        attachmentsEnabled: boolean;
                        /** Blokuj edycję załączników bez logowania */
                        disableAnonymousAttachmentsEdit: boolean;
                        /** Dokumenty włączone */
                        enabled: boolean;
                    };
                    /** Pracownicy */
                    employees: {
                        /** Automatyczne wynagrodzenia */
                        automaticCompensations: boolean;
                        /** Dzień miesiąca rozliczenia */
                        dayOfMonth: number;
                        /** Pracownicy włączeni */
                        enabled: boolean;
                    };
                    /** Projekt */
                    event: {
                        /** Zgody w formularzu */
                        consents?: {
                            /** Klauzula informacyjna RODO (pusta: domyślna, z danych organizatora) */
                            privacyClause: string;
                            /** Regulamin: treść (gdy nie ma osobnej strony) */
                            termsText: string;
                            /** Regulamin: adres strony z regulaminem */
                            termsUrl: string;
                        };
                        /**
                         * Format daty
                         * @enum {string}
                         */
                        dateFormat?: "dd/MM/yyyy" | "dd.MM.yyyy" | "yyyy-MM-dd" | "d MMMM yyyy";
                        /** Opis */
                        description: string;
                        /**
                         * Domena
                         * @description Małe litery, cyfry i myślniki (nie na początku ani na końcu), do 63 znaków
                         */
                        domainName: string;
                        /** Adres e-mail */
                        emailAddress: string;
                        /**
                         * Od
                         * Format: date-time
                         */
                        from: Date | string | null;
                        /** Domena główna organizacji */
                        isMainDomain: boolean;
                        /** Nazwa */
                        name: string;
                        /** Miejsce */
                        place?: string;
                        /** Recepcja */
                        reception: {
                            /** Recepcja włączona */
                            enabled: boolean;
                            /** Spotkania */
                            meetings: {
                                /** Bieżące spotkanie */
                                current: number;
                                /** Wiele spotkań */
                                enabled: boolean;
                            };
                        };
                        /** Zapisy */
                        registration: {
                            /** Kategoria należności za prowizję */
                            affiliateBillingCategory: string;
                            /** Dni do zatwierdzenia prowizji */
                            affiliateCommissionValidationDays: number;
                            /** Program poleceń */
                            affiliateEnabled: boolean;
                            /** Maksymalna liczba użyć polecenia (0 = bez limitu) */
                            affiliateMaxUses: number;
                            /** Minimalna kwota zakupu */
                            affiliateMinPurchaseAmount: number;
                            /** Prowizja polecającego (kwota) */
                            affiliateProviderAmount: number;
                            /** Prowizja polecającego (%) */
                            affiliateProviderPercent: number;
                            /** Ochrona formularza przed botami */
                            readonly botProtection: string;
                            /** Potwierdzanie zgłoszeń */
                            confirm: boolean;
                            /** Zapisy włączone */
                            enabled: boolean;
                            /** Lista rezerwowa */
                            enableWaitingList: boolean;
                            /**
                             * Zapisy od
                             * Format: date-time
                             */
                            from: Date | string | null;
                            /** Liczba miejsc */
                            limitOfParticipants: number;
                            /** Limit miejsc */
                            limitOfParticipantsEnabled: boolean;
                            /** Zapisy ograniczone czasowo */
                            timeConstained: boolean;
                            /**
                             * Zapisy do
                             * Format: date-time
                             */
                            to: Date | string | null;
                        };
                        /** Hasło */
                        slogan: string;
                        /** Ankieta */
                        survey: {
                            /** Ankieta także bez linku uczestnika (anonimowa) */
                            anonymous: boolean;
                            /** Ankieta włączona */
                            enabled: boolean;
                            /**
                             * Ankieta od
                             * Format: date-time
                             */
                            from: Date | string | null;
                            /**
                             * Ankieta do
                             * Format: date-time
                             */
                            to: Date | string | null;
                        };
                        /**
                         * Do
                         * Format: date-time
                         */
                        to: Date | string | null;
                        /**
                         * Rodzaj słownictwa
                         * @enum {string}
                         */
                        translationType: "default" | "event" | "school" | "psychoterapy" | "shop";
                        /** Strona projektu (przycisk „Wróć na stronę” po zapisie) */
                        websiteUrl?: string;
                    };
                    /** Identyfikator */
                    readonly eventId?: string;
                    /** Faktury */
                    invoicing: {
                        /** Faktury okresowe */
                        addInvoicePeriodically: boolean;
                        /** Faktura przy naliczeniu */
                        addInvoiceWhenBill: boolean;
                        /** Adres */
                        address: string;
                        /** Numer konta */
                        bankAccount: string;
                        /**
                         * Forma prawna sprzedawcy
                         * @description 1: Osoba fizyczna; 2: Jednoosobowa działalność gospodarcza; 3: Spółka cywilna; 4: Spółka jawna; 5: Spółka komandytowa; 6: Spółka komandytowo-akcyjna; 7: Spółka akcyjna; 8: Spółka z ograniczoną odpowiedzialnością; 9: Stowarzyszenie, fundacja, organizacja pożytku publicznego; 10: Kościelna osoba prawna; 11: Spółdzielnia
                         * @enum {integer}
                         */
                        businessType: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;
                        /** Pierwszy numer korekty */
                        correctionNumberSeed: number;
                        /** Numeracja korekt */
                        correctionPatternId: string | null;
                        /** Termin płatności w dniach (puste = jak organizacja) */
                        daysToPay: number | null;
                        /** Faktury włączone */
                        enabled: boolean;
                        /** Okresowy eksport faktur */
                        exportInvoicePeriodically: boolean;
                        /** Nazwa sprzedawcy */
                        fullName: string;
                        /** Pierwszy numer faktury */
                        invoiceNumberSeed: number;
                        /** Faktura do każdej należności */
                        invoicePerBilling: boolean;
                        /** Stawka ryczałtu % (puste = jak organizacja) */
                        lumpPercent: number | null;
                        /** Ryczałt (puste = jak organizacja) */
                        lumpSum: boolean | null;
                        /** Numeracja faktur */
                        patternId: string | null;
                        /** PESEL */
                        personalId: string;
                        /** Telefon */
                        phoneNumber: string;
                        /** Nazwa usługi */
                        serviceName: string;
                        /** Jednostka */
                        serviceUnit: string;
                        /** Zawsze pokazuj faktury */
                        showAlways: boolean;
                        /** Pokazuj kwoty brutto */
                        showBrutto: boolean;
                        /** NIP */
                        taxId: string;
                        /** Płatnik VAT (puste = jak organizacja) */
                        useVat: boolean | null;
                        /**
                         * Stawka VAT (puste = jak organizacja)
                         * @description 23: 23 %; 22: 22 % (stawka sprzed 2011 r.); 8: 8 %; 7: 7 % (stawka sprzed 2011 r.); 5: 5 %; 3: 3 % (stawka sprzed 2011 r.); 0: 0 %; zw: zw (zwolniony); np: np (nie podlega); oo: oo (odwrotne obciążenie)
                         * @enum {string|null}
                         */
                        vatPercent: "23" | "22" | "8" | "7" | "5" | "3" | "0" | "zw" | "np" | "oo" | null;
                    };
                    /** Wersja uproszczona */
                    lite: boolean;
                    /** Organizacja */
                    readonly organizationId?: string;
                    /** Płatności */
                    payments: {
                        /** Automatyczne księgowanie */
                        automatic: boolean;
                        /** Dopasowanie po numerze faktury */
                        byInvoiceNumber: boolean;
                        /** Płatność gotówką */
                        cash: boolean;
                        /** Dni opóźnienia */
                        daysLate: number;
                        /** Rabaty */
                        discount: boolean;
                        /** Płatności włączone */
                        enabled: boolean;
                        /** Raty */
                        installments: {
                            /** Należność przed terminem raty */
                            billBeforeInstallment: boolean;
                            /** Definicje rat */
                            configurations: {
                                /** Zaliczka */
                                advance?: {
                                    [key: string]: unknown;
                                } | null;
                                /** Między datami */
                                betweenDates?: {
                                    [key: string]: unknown;
                                } | null;
                                /**
                                 * Sposób wyliczenia
                                 * @enum {string}
                                 */
                                calculationType: "constantAmountPerInstallment" | "amountTimesMultiplier" | "totalAmount";
                                /** Stała liczba rat */
                                constantNumber?: {
                                    [key: string]: unknown;
                                } | null;
                                /** Liczba rat */
                                count: number;
                                /** Identyfikator */
                                definitionId: string;
                                /** Mnożnik */
                                multiplier: number;
                                /** Nazwa */
                                name: string;
                                /**
                                 * Rodzaj
                                 * @enum {string}
                                 */
                                type: "constantDate" | "advance" | "constantNumber" | "betweenDates" | "advanceBetweenDates";
                            }[];
                            /** Raty włączone */
                            enabled: boolean;
                        };
                        /** Płatności online */
                        online: boolean;
                        /** Zaokrąglanie do pełnych złotych */
                        roundToInt: boolean;
                        /** Wyciągi bankowe */
                        statements: {
                            /**
                             * Podział wpłaty
                             * @enum {string}
                             */
                            distributionAlgorithm: "auto" | "consecutive" | "equal" | "first-served";
                            /** Import wyciągów */
                            enabled: boolean;
                            /** Dopasowanie po danych klienta */
                            matchOnCustomerData: boolean;
                            /** Dopasowanie po danych uczestnika */
                            matchOnParticipantData: boolean;
                            /** Rozliczenie w ramach projektu */
                            settleWithEvent: boolean;
                        };
                    };
                    /** Uprawnienia */
                    permissions: {
                        /**
                         * Od
                         * Format: date-time
                         */
                        from?: Date | string | null;
                        /**
                         * Rola
                         * @enum {string}
                         */
                        role: "admin" | "payments" | "employee" | "reception" | "guest";
                        /**
                         * Do
                         * Format: date-time
                         */
                        to?: Date | string | null;
                        /** Użytkownik */
                        userId: string;
                    }[];
                    /** Subskrypcja */
                    subscription: {
                        /** Subskrypcja aktywna */
                        enabled: boolean;
                        /**
                         * Pierwsze zgłoszenie
                         * Format: date-time
                         */
                        firstRegistration: Date | string | null;
                    };
                    /**
                     * Data
                     * Format: date-time
                     */
                    readonly updatedAt?: Date | string | null;
                    /** Webhooki */
                    webhooks: {
                        /** Wybór noclegu */
                        accommodationSelect: {
                            /** Włączony */
                            enabled: boolean;
                            /** Adres docelowy */
                            target: string;
                        };
                        /** Wejście na formularz */
                        formEnter: {
                            /** Włączony */
                            enabled: boolean;
                            /** Adres docelowy */
                            target: string;
                        };
                        /** Wysłanie formularza */
                        formSubmit: {
                            /** Włączony */
                            enabled: boolean;
                            /** Adres docelowy */
                            target: string;
                        };
                        /** Wykonana płatność */
                        paymentExecuted: {
                            /** Włączony */
                            enabled: boolean;
                            /** Adres docelowy */
                            target: string;
                        };
                        /** Zakończone zapisy */
                        registrationCompleted: {
                            /** Włączony */
                            enabled: boolean;
                            /** Adres docelowy */
                            target: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Noclegi
                         * @default {
                         *       "exclusionRule": ""
                         *     }
                         */
                        accommodation: {
                            /**
                             * Reguła wykluczenia
                             * @default
                             */
                            exclusionRule: string;
                        };
                        /** Aktywny */
                        readonly active: boolean;
                        /**
                         * Analityka
                         * @default {
                         *       "pixelEnabled": false,
                         *       "pixelId": "",
                         *       "googleAnalyticsEnabled": false,
                         *       "googleAnalyticsId": ""
                         *     }
                         */
                        analytics: {
                            /**
                             * Google Analytics
                             * @default false
                             */
                            googleAnalyticsEnabled: boolean;
                            /**
                             * Identyfikator Google Analytics
                             * @default
                             */
                            googleAnalyticsId: string;
                            /**
                             * Piksel Facebooka
                             * @default false
                             */
                            pixelEnabled: boolean;
                            /**
                             * Identyfikator piksela
                             * @default
                             */
                            pixelId: string;
                        };
                        /**
                         * Wygląd
                         * @default {
                         *       "themeName": "default",
                         *       "navbarTheme": "light",
                         *       "navbarVariant": "light",
                         *       "backgrounds": [],
                         *       "landingPageTemplate": "DefaultTemplate",
                         *       "carouselImages": [],
                         *       "logo": null
                         *     }
                         */
                        appearance: {
                            /**
                             * Tła
                             * @default []
                             */
                            backgrounds: string[];
                            /**
                             * Zdjęcia karuzeli
                             * @default []
                             */
                            carouselImages: string[];
                            /**
                             * Szablon strony głównej
                             * @description DefaultTemplate: Domyślny; CustomTemplate: Własny; VideoBackground: Film w tle; VideoAndDescriptionTemplate: Film i opis; CoverAndDescriptionTemplate: Zdjęcie w tle i opis; Bilingual: Dwujęzyczny; None: Bez strony głównej
                             * @default DefaultTemplate
                             * @enum {string}
                             */
                            landingPageTemplate: "DefaultTemplate" | "CustomTemplate" | "VideoBackground" | "VideoAndDescriptionTemplate" | "CoverAndDescriptionTemplate" | "Bilingual" | "None";
                            /**
                             * Logo
                             * @default null
                             */
                            logo: {
                                /**
                                 * Plik
                                 * @default
                                 */
                                fileName: string;
                                /**
                                 * Wysokość
                                 * @default 30
                                 */
                                height: number;
                                /**
                                 * Identyfikator
                                 * @default
                                 */
                                id: string;
                                /**
                                 * Typ
                                 * @default
                                 */
                                mimeType: string;
                            } | null;
                            /**
                             * Kolor paska nawigacji
                             * @description light: Jasny; dark: Ciemny
                             * @default light
                             * @enum {string}
                             */
                            navbarTheme: "light" | "dark";
                            /**
                             * Wariant paska nawigacji
                             * @description light: Jasny; dark: Ciemny
                             * @default light
                             * @enum {string}
                             */
                            navbarVariant: "light" | "dark";
                            /**
                             * Motyw
                             * @description default: Domyślny
                             * @default default
                             * @enum {string}
                             */
                            themeName: "default";
                        };
                        /** Pierwsza edycja */
                        readonly baseEventId?: string;
                        /**
                         * Kalendarz
                         * @default {
                         *       "enabled": false,
                         *       "billingEnabled": false,
                         *       "calendarAsDefault": false,
                         *       "calendarEventName": "",
                         *       "placesCalendarEnable": false,
                         *       "eventCalendarsEnable": false,
                         *       "defaultEventLength": 30,
                         *       "onParticipant": true,
                         *       "billingHoursForAllDayEvents": 0,
                         *       "availabilityEventsEnable": false,
                         *       "availabilityAlignMinutes": 0,
                         *       "requireParticipant": false,
                         *       "defaultRule": "",
                         *       "absenceMessageAfterHour": "Termin zgłaszania nieobecności w dniu dzisiejszym minął. Zgłoszenie nieobecności nie wstrzyma naliczenia należności."
                         *     }
                         */
                        calendar: {
                            /**
                             * Komunikat po terminie zgłaszania nieobecności
                             * @default Termin zgłaszania nieobecności w dniu dzisiejszym minął. Zgłoszenie nieobecności nie wstrzyma naliczenia należności.
                             */
                            absenceMessageAfterHour: string;
                            /**
                             * Wyrównanie dostępności (minuty)
                             * @default 0
                             */
                            availabilityAlignMinutes: number;
                            /**
                             * Terminy dostępności
                             * @default false
                             */
                            availabilityEventsEnable: boolean;
                            /**
                             * Naliczanie z kalendarza
                             * @default false
                             */
                            billingEnabled: boolean;
                            /**
                             * Godziny naliczane za termin całodniowy
                             * @default 0
                             */
                            billingHoursForAllDayEvents: number;
                            /**
                             * Kalendarz jako widok domyślny
                             * @default false
                             */
                            calendarAsDefault: boolean;
                            /**
                             * Nazwa terminu
                             * @default
                             */
                            calendarEventName: string;
                            /**
                             * Domyślna długość terminu (minuty)
                             * @default 30
                             */
                            defaultEventLength: number;
                            /**
                             * Domyślna reguła powtarzania
                             * @default
                             */
                            defaultRule: string;
                            /**
                             * Kalendarz włączony
                             * @default false
                             */
                            enabled: boolean;
                            /**
                             * Kalendarze projektu
                             * @default false
                             */
                            eventCalendarsEnable: boolean;
                            /**
                             * Kalendarz na uczestniku
                             * @default true
                             */
                            onParticipant: boolean;
                            /**
                             * Kalendarze miejsc
                             * @default false
                             */
                            placesCalendarEnable: boolean;
                            /**
                             * Wymagaj uczestnika
                             * @default false
                             */
                            requireParticipant: boolean;
                        };
                        /**
                         * Data
                         * Format: date-time
                         */
                        readonly createdAt?: Date | null;
                        /**
                         * Dane
                         * @default {
                         *       "showFromAllEvents": false,
                         *       "participantsSortEnabled": false,
                         *       "participantsSortField": "",
                         *       "participantsSortField2": "",
                         *       "participantsSortAsc": true,
                         *       "participantsSortAsc2": true
                         *     }
                         */
                        dataSettings: {
                            /**
                             * Rosnąco
                             * @default true
                             */
                            participantsSortAsc: boolean;
                            /**
                             * Drugie pole rosnąco
                             * @default true
                             */
                            participantsSortAsc2: boolean;
                            /**
                             * Sortowanie uczestników
                             * @default false
                             */
                            participantsSortEnabled: boolean;
                            /**
                             * Pole sortowania
                             * @default
                             */
                            participantsSortField: string;
                            /**
                             * Drugie pole sortowania
                             * @default
                             */
                            participantsSortField2: string;
                            /**
                             * Pokazuj dane ze wszystkich projektów
                             * @default false
                             */
                            showFromAllEvents: boolean;
                        };
                        /**
                         * Windykacja
                         * @default {
                         *       "enabled": false,
                         *       "scope": "PerOrganization",
                         *       "useStatutoryInterestRate": true,
                         *       "customInterestRate": 0,
                         *       "interestCalculationMethod": "Daily",
                         *       "interestNoteFrequency": "Monthly",
                         *       "automaticRemindersEnabled": false,
                         *       "reminderSchedule": {
                         *         "firstReminderDays": 7,
                         *         "secondReminderDays": 14,
                         *         "finalReminderDays": 30
                         *       },
                         *       "autoCreateCasesEnabled": false,
                         *       "minAmountForCase": 5000,
                         *       "daysOverdueForCase": 14,
                         *       "interestNotePatternId": "",
                         *       "interestNoteNumberSeed": 1
                         *     }
                         */
                        debtCollectionSettings: {
                            /**
                             * Automatyczne zakładanie spraw
                             * @default false
                             */
                            autoCreateCasesEnabled: boolean;
                            /**
                             * Automatyczne przypomnienia
                             * @default false
                             */
                            automaticRemindersEnabled: boolean;
                            /**
                             * Własna stopa odsetek (%)
                             * @default 0
                             */
                            customInterestRate: number;
                            /**
                             * Dni po terminie do założenia sprawy
                             * @default 14
                             */
                            daysOverdueForCase: number;
                            /**
                             * Windykacja włączona
                             * @default false
                             */
                            enabled: boolean;
                            /**
                             * Naliczanie odsetek
                             * @default Daily
                             * @enum {string}
                             */
                            interestCalculationMethod: "Daily" | "Monthly" | "Fixed";
                            /**
                             * Częstotliwość not odsetkowych
                             * @default Monthly
                             * @enum {string}
                             */
                            interestNoteFrequency: "Monthly" | "Manual" | "Quarterly";
                            /**
                             * Pierwszy numer noty
                             * @default 1
                             */
                            interestNoteNumberSeed: number;
                            /**
                             * Numeracja not odsetkowych
                             * @default
                             */
                            interestNotePatternId: string;
                            /**
                             * Minimalna kwota sprawy
                             * @default 5000
                             */
                            minAmountForCase: number;
                            /**
                             * Harmonogram przypomnień
                             * @default {
                             *       "firstReminderDays": 7,
                             *       "secondReminderDays": 14,
                             *       "finalReminderDays": 30
                             *     }
                             */
                            reminderSchedule: {
                                /**
                                 * Ostateczne wezwanie (dni)
                                 * @default 30
                                 */
                                finalReminderDays: number;
                                /**
                                 * Pierwsze przypomnienie (dni)
                                 * @default 7
                                 */
                                firstReminderDays: number;
                                /**
                                 * Drugie przypomnienie (dni)
                                 * @default 14
                                 */
                                secondReminderDays: number;
                            };
                            /**
                             * Zakres
                             * @default PerOrganization
                             * @enum {string}
                             */
                            scope: "PerOrganization" | "PerEvent";
                            /**
                             * Odsetki ustawowe
                             * @default true
                             */
                            useStatutoryInterestRate: boolean;
                        };
                        /**
                         * Dokumenty
                         * @default {
                         *       "enabled": false,
                         *       "attachmentsEnabled": false,
                         *       "disableAnonymousAttachmentsEdit": false
                         *     }
                         */
                        documents: {
                            /**
                             * Załączniki włączone
                             * @default false
                             */
                            attachmentsEnabled: boolean;
                            /**
                             * Blokuj edycję załączników bez logowania
                             * @default false
                             */
                            disableAnonymousAttachmentsEdit: boolean;
                            /**
                             * Dokumenty włączone
                             * @default false
                             */
                            enabled: boolean;
                        };
                        /**
                         * Pracownicy
                         * @default {
                         *       "enabled": false,
                         *       "automaticCompensations": false,
                         *       "dayOfMonth": 1
                         *     }
                         */
                        employees: {
                            /**
                             * Automatyczne wynagrodzenia
                             * @default false
                             */
                            automaticCompensations: boolean;
                            /**
                             * Dzień miesiąca rozliczenia
                             * @default 1
                             */
                            dayOfMonth: number;
                            /**
                             * Pracownicy włączeni
                             * @default false
                             */
                            enabled: boolean;
                        };
                        /** Projekt */
                        event: {
                            /**
                             * Zgody w formularzu
                             * @default {
                             *       "termsUrl": "",
                             *       "termsText": "",
                             *       "privacyClause": ""
                             *     }
                             */
                            consents: {
                                /**
                                 * Klauzula informacyjna RODO (pusta: domyślna, z danych organizatora)
                                 * @default
                                 */
                                privacyClause: string;
                                /**
                                 * Regulamin: treść (gdy nie ma osobnej strony)
                                 * @default
                                 */
                                termsText: string;
                                /**
                                 * Regulamin: adres strony z regulaminem
                                 * @default
                                 */
                                termsUrl: string;
                            };
                            /**
                             * Format daty
                             * @default dd/MM/yyyy
                             * @enum {string}
                             */
                            dateFormat: "dd/MM/yyyy" | "dd.MM.yyyy" | "yyyy-MM-dd" | "d MMMM yyyy";
                            /**
                             * Opis
                             * @default
                             */
                            description: string;
                            /**
                             * Domena
                             * @description Małe litery, cyfry i myślniki (nie na początku ani na końcu), do 63 znaków
                             */
                            domainName: string;
                            /**
                             * Adres e-mail
                             * @default
                             */
                            emailAddress: string;
                            /**
                             * Od
                             * Format: date-time
                             * @default null
                             */
                            from: Date | null;
                            /**
                             * Domena główna organizacji
                             * @default false
                             */
                            isMainDomain: boolean;
                            /** Nazwa */
                            name: string;
                            /**
                             * Miejsce
                             * @default
                             */
                            place: string;
                            /**
                             * Recepcja
                             * @default {
                             *       "enabled": true,
                             *       "meetings": {
                             *         "enabled": false,
                             *         "current": 0
                             *       }
                             *     }
                             */
                            reception: {
                                /**
                                 * Recepcja włączona
                                 * @default true
                                 */
                                enabled: boolean;
                                /**
                                 * Spotkania
                                 * @default {
                                 *       "enabled": false,
                                 *       "current": 0
                                 *     }
                                 */
                                meetings: {
                                    /**
                                     * Bieżące spotkanie
                                     * @default 0
                                     */
                                    current: number;
                                    /**
                                     * Wiele spotkań
                                     * @default false
                                     */
                                    enabled: boolean;
                                };
                            };
                            /**
                             * Zapisy
                             * @default {
                             *       "enabled": true,
                             *       "from": null,
                             *       "to": null,
                             *       "confirm": true,
                             *       "timeConstained": false,
                             *       "limitOfParticipantsEnabled": false,
                             *       "limitOfParticipants": 0,
                             *       "enableWaitingList": false,
                             *       "affiliateEnabled": false,
                             *       "affiliateProviderAmount": 0,
                             *       "affiliateProviderPercent": 0,
                             *       "affiliateMaxUses": 0,
                             *       "affiliateMinPurchaseAmount": 0,
                             *       "affiliateCommissionValidationDays": 0,
                             *       "affiliateBillingCategory": "Prowizja",
                             *       "botProtection": "auto"
                             *     }
                             */
                            registration: {
                                /**
                                 * Kategoria należności za prowizję
                                 * @default Prowizja
                                 */
                                affiliateBillingCategory: string;
                                /**
                                 * Dni do zatwierdzenia prowizji
                                 * @default 0
                                 */
                                affiliateCommissionValidationDays: number;
                                /**
                                 * Program poleceń
                                 * @default false
                                 */
                                affiliateEnabled: boolean;
                                /**
                                 * Maksymalna liczba użyć polecenia (0 = bez limitu)
                                 * @default 0
                                 */
                                affiliateMaxUses: number;
                                /**
                                 * Minimalna kwota zakupu
                                 * @default 0
                                 */
                                affiliateMinPurchaseAmount: number;
                                /**
                                 * Prowizja polecającego (kwota)
                                 * @default 0
                                 */
                                affiliateProviderAmount: number;
                                /**
                                 * Prowizja polecającego (%)
                                 * @default 0
                                 */
                                affiliateProviderPercent: number;
                                /**
                                 * Ochrona formularza przed botami
                                 * @default auto
                                 */
                                readonly botProtection: string;
                                /**
                                 * Potwierdzanie zgłoszeń
                                 * @default true
                                 */
                                confirm: boolean;
                                /**
                                 * Zapisy włączone
                                 * @default true
                                 */
                                enabled: boolean;
                                /**
                                 * Lista rezerwowa
                                 * @default false
                                 */
                                enableWaitingList: boolean;
                                /**
                                 * Zapisy od
                                 * Format: date-time
                                 * @default null
                                 */
                                from: Date | null;
                                /**
                                 * Liczba miejsc
                                 * @default 0
                                 */
                                limitOfParticipants: number;
                                /**
                                 * Limit miejsc
                                 * @default false
                                 */
                                limitOfParticipantsEnabled: boolean;
                                /**
                                 * Zapisy ograniczone czasowo
                                 * @default false
                                 */
                                timeConstained: boolean;
                                /**
                                 * Zapisy do
                                 * Format: date-time
                                 * @default null
                                 */
                                to: Date | null;
                            };
                            /**
                             * Hasło
                             * @default
                             */
                            slogan: string;
                            /**
                             * Ankieta
                             * @default {
                             *       "enabled": false,
                             *       "from": null,
                             *       "to": null,
                             *       "anonymous": false
                             *     }
                             */
                            survey: {
                                /**
                                 * Ankieta także bez linku uczestnika (anonimowa)
                                 * @default false
                                 */
                                anonymous: boolean;
                                /**
                                 * Ankieta włączona
                                 * @default false
                                 */
                                enabled: boolean;
                                /**
                                 * Ankieta od
                                 * Format: date-time
                                 * @default null
                                 */
                                from: Date | null;
                                /**
                                 * Ankieta do
                                 * Format: date-time
                                 * @default null
                                 */
                                to: Date | null;
                            };
                            /**
                             * Do
                             * Format: date-time
                             * @default null
                             */
                            to: Date | null;
                            /**
                             * Rodzaj słownictwa
                             * @default default
                             * @enum {string}
                             */
                            translationType: "default" | "event" | "school" | "psychoterapy" | "shop";
                            /**
                             * Strona projektu (przycisk „Wróć na stronę” po zapisie)
                             * @default
                             */
                            websiteUrl: string;
                        };
                        /** Identyfikator */
                        readonly eventId: string;
                        /**
                         * Faktury
                         * @default {
                         *       "enabled": false,
                         *       "showBrutto": false,
                         *       "showAlways": false,
                         *       "invoicePerBilling": false,
                         *       "addInvoiceWhenBill": false,
                         *       "addInvoicePeriodically": false,
                         *       "exportInvoicePeriodically": false,
                         *       "useVat": null,
                         *       "vatPercent": null,
                         *       "serviceName": "",
                         *       "serviceUnit": "",
                         *       "lumpSum": null,
                         *       "lumpPercent": null,
                         *       "daysToPay": null,
                         *       "patternId": null,
                         *       "correctionPatternId": null,
                         *       "invoiceNumberSeed": 1,
                         *       "correctionNumberSeed": 1,
                         *       "fullName": "",
                         *       "taxId": "",
                         *       "personalId": "",
                         *       "bankAccount": "",
                         *       "phoneNumber": "",
                         *       "address": "",
                         *       "businessType": 1
                         *     }
                         */
                        invoicing: {
                            /**
                             * Faktury okresowe
                             * @default false
                             */
                            addInvoicePeriodically: boolean;
                            /**
                             * Faktura przy naliczeniu
                             * @default false
                             */
                            addInvoiceWhenBill: boolean;
                            /**
                             * Adres
                             * @default
                             */
                            address: string;
                            /**
                             * Numer konta
                             * @default
                             */
                            bankAccount: string;
                            /**
                             * Forma prawna sprzedawcy
                             * @description 1: Osoba fizyczna; 2: Jednoosobowa działalność gospodarcza; 3: Spółka cywilna; 4: Spółka jawna; 5: Spółka komandytowa; 6: Spółka komandytowo-akcyjna; 7: Spółka akcyjna; 8: Spółka z ograniczoną odpowiedzialnością; 9: Stowarzyszenie, fundacja, organizacja pożytku publicznego; 10: Kościelna osoba prawna; 11: Spółdzielnia
                             * @default 1
                             * @enum {integer}
                             */
                            businessType: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;
                            /**
                             * Pierwszy numer korekty
                             * @default 1
                             */
                            correctionNumberSeed: number;
                            /**
                             * Numeracja korekt
                             * @default null
                             */
                            correctionPatternId: string | null;
                            /**
                             * Termin płatności w dniach (puste = jak organizacja)
                             * @default null
                             */
                            daysToPay: number | null;
                            /**
                             * Faktury włączone
                             * @default false
                             */
                            enabled: boolean;
                            /**
                             * Okresowy eksport faktur
                             * @default false
                             */
                            exportInvoicePeriodically: boolean;
                            /**
                             * Nazwa sprzedawcy
                             * @default
                             */
                            fullName: string;
                            /**
                             * Pierwszy numer faktury
                             * @default 1
                             */
                            invoiceNumberSeed: number;
                            /**
                             * Faktura do każdej należności
                             * @default false
                             */
                            invoicePerBilling: boolean;
                            /**
                             * Stawka ryczałtu % (puste = jak organizacja)
                             * @default null
                             */
                            lumpPercent: number | null;
                            /**
                             * Ryczałt (puste = jak organizacja)
                             * @default null
                             */
                            lumpSum: boolean | null;
                            /**
                             * Numeracja faktur
                             * @default null
                             */
                            patternId: string | null;
                            /**
                             * PESEL
                             * @default
                             */
                            personalId: string;
                            /**
                             * Telefon
                             * @default
                             */
                            phoneNumber: string;
                            /**
                             * Nazwa usługi
                             * @default
                             */
                            serviceName: string;
                            /**
                             * Jednostka
                             * @default
                             */
                            serviceUnit: string;
                            /**
                             * Zawsze pokazuj faktury
                             * @default false
                             */
                            showAlways: boolean;
                            /**
                             * Pokazuj kwoty brutto
                             * @default false
                             */
                            showBrutto: boolean;
                            /**
                             * NIP
                             * @default
                             */
                            taxId: string;
                            /**
                             * Płatnik VAT (puste = jak organizacja)
                             * @default null
                             */
                            useVat: boolean | null;
                            /**
                             * Stawka VAT (puste = jak organizacja)
                             * @description 23: 23 %; 22: 22 % (stawka sprzed 2011 r.); 8: 8 %; 7: 7 % (stawka sprzed 2011 r.); 5: 5 %; 3: 3 % (stawka sprzed 2011 r.); 0: 0 %; zw: zw (zwolniony); np: np (nie podlega); oo: oo (odwrotne obciążenie)
                             * @default null
                             * @enum {string|null}
                             */
                            vatPercent: "23" | "22" | "8" | "7" | "5" | "3" | "0" | "zw" | "np" | "oo" | null;
                        };
                        /**
                         * Wersja uproszczona
                         * @default false
                         */
                        lite: boolean;
                        /** Organizacja */
                        readonly organizationId: string;
                        /**
                         * Płatności
                         * @default {
                         *       "enabled": true,
                         *       "online": true,
                         *       "cash": false,
                         *       "automatic": true,
                         *       "byInvoiceNumber": false,
                         *       "discount": false,
                         *       "roundToInt": false,
                         *       "daysLate": 2,
                         *       "statements": {
                         *         "enabled": false,
                         *         "distributionAlgorithm": "consecutive",
                         *         "matchOnCustomerData": true,
                         *         "matchOnParticipantData": true,
                         *         "settleWithEvent": false
                         *       },
                         *       "installments": {
                         *         "enabled": false,
                         *         "billBeforeInstallment": false,
                         *         "configurations": []
                         *       }
                         *     }
                         */
                        payments: {
                            /**
                             * Automatyczne księgowanie
                             * @default true
                             */
                            automatic: boolean;
                            /**
                             * Dopasowanie po numerze faktury
                             * @default false
                             */
                            byInvoiceNumber: boolean;
                            /**
                             * Płatność gotówką
                             * @default false
                             */
                            cash: boolean;
                            /**
                             * Dni opóźnienia
                             * @default 2
                             */
                            daysLate: number;
                            /**
                             * Rabaty
                             * @default false
                             */
                            discount: boolean;
                            /**
                             * Płatności włączone
                             * @default true
                             */
                            enabled: boolean;
                            /**
                             * Raty
                             * @default {
                             *       "enabled": false,
                             *       "billBeforeInstallment": false,
                             *       "configurations": []
                             *     }
                             */
                            installments: {
                                /**
                                 * Należność przed terminem raty
                                 * @default false
                                 */
                                billBeforeInstallment: boolean;
                                /**
                                 * Definicje rat
                                 * @default []
                                 */
                                configurations: {
                                    /** Zaliczka */
                                    advance?: {
                                        [key: string]: unknown;
                                    } | null;
                                    /** Między datami */
                                    betweenDates?: {
                                        [key: string]: unknown;
                                    } | null;
                                    /**
                                     * Sposób wyliczenia
                                     * @enum {string}
                                     */
                                    calculationType: "constantAmountPerInstallment" | "amountTimesMultiplier" | "totalAmount";
                                    /** Stała liczba rat */
                                    constantNumber?: {
                                        [key: string]: unknown;
                                    } | null;
                                    /** Liczba rat */
                                    count: number;
                                    /** Identyfikator */
                                    definitionId: string;
                                    /** Mnożnik */
                                    multiplier: number;
                                    /** Nazwa */
                                    name: string;
                                    /**
                                     * Rodzaj
                                     * @enum {string}
                                     */
                                    type: "constantDate" | "advance" | "constantNumber" | "betweenDates" | "advanceBetweenDates";
                                }[];
                                /**
                                 * Raty włączone
                                 * @default false
                                 */
                                enabled: boolean;
                            };
                            /**
                             * Płatności online
                             * @default true
                             */
                            online: boolean;
                            /**
                             * Zaokrąglanie do pełnych złotych
                             * @default false
                             */
                            roundToInt: boolean;
                            /**
                             * Wyciągi bankowe
                             * @default {
                             *       "enabled": false,
                             *       "distributionAlgorithm": "consecutive",
                             *       "matchOnCustomerData": true,
                             *       "matchOnParticipantData": true,
                             *       "settleWithEvent": false
                             *     }
                             */
                            statements: {
                                /**
                                 * Podział wpłaty
                                 * @default consecutive
                                 * @enum {string}
                                 */
                                distributionAlgorithm: "auto" | "consecutive" | "equal" | "first-served";
                                /**
                                 * Import wyciągów
                                 * @default false
                                 */
                                enabled: boolean;
                                /**
                                 * Dopasowanie po danych klienta
                                 * @default true
                                 */
                                matchOnCustomerData: boolean;
                                /**
                                 * Dopasowanie po danych uczestnika
                                 * @default true
                                 */
                                matchOnParticipantData: boolean;
                                /**
                                 * Rozliczenie w ramach projektu
                                 * @default false
                                 */
                                settleWithEvent: boolean;
                            };
                        };
                        /**
                         * Uprawnienia
                         * @default []
                         */
                        permissions: {
                            /**
                             * Od
                             * Format: date-time
                             * @default null
                             */
                            from: Date | null;
                            /**
                             * Rola
                             * @enum {string}
                             */
                            role: "admin" | "payments" | "employee" | "reception" | "guest";
                            /**
                             * Do
                             * Format: date-time
                             * @default null
                             */
                            to: Date | null;
                            /** Użytkownik */
                            userId: string;
                        }[];
                        /**
                         * Subskrypcja
                         * @default {
                         *       "firstRegistration": null,
                         *       "enabled": false
                         *     }
                         */
                        subscription: {
                            /**
                             * Subskrypcja aktywna
                             * @default false
                             */
                            enabled: boolean;
                            /**
                             * Pierwsze zgłoszenie
                             * Format: date-time
                             * @default null
                             */
                            firstRegistration: Date | null;
                        };
                        /**
                         * Data
                         * Format: date-time
                         */
                        readonly updatedAt?: Date | null;
                        /**
                         * Webhooki
                         * @default {
                         *       "formEnter": {
                         *         "enabled": false,
                         *         "target": ""
                         *       },
                         *       "formSubmit": {
                         *         "enabled": false,
                         *         "target": ""
                         *       },
                         *       "accommodationSelect": {
                         *         "enabled": false,
                         *         "target": ""
                         *       },
                         *       "paymentExecuted": {
                         *         "enabled": false,
                         *         "target": ""
                         *       },
                         *       "registrationCompleted": {
                         *         "enabled": false,
                         *         "target": ""
                         *       }
                         *     }
                         */
                        webhooks: {
                            /**
                             * Wybór noclegu
                             * @default {
                             *       "enabled": false,
                             *       "target": ""
                             *     }
                             */
                            accommodationSelect: {
                                /**
                                 * Włączony
                                 * @default false
                                 */
                                enabled: boolean;
                                /**
                                 * Adres docelowy
                                 * @default
                                 */
                                target: string;
                            };
                            /**
                             * Wejście na formularz
                             * @default {
                             *       "enabled": false,
                             *       "target": ""
                             *     }
                             */
                            formEnter: {
                                /**
                                 * Włączony
                                 * @default false
                                 */
                                enabled: boolean;
                                /**
                                 * Adres docelowy
                                 * @default
                                 */
                                target: string;
                            };
                            /**
                             * Wysłanie formularza
                             * @default {
                             *       "enabled": false,
                             *       "target": ""
                             *     }
                             */
                            formSubmit: {
                                /**
                                 * Włączony
                                 * @default false
                                 */
                                enabled: boolean;
                                /**
                                 * Adres docelowy
                                 * @default
                                 */
                                target: string;
                            };
                            /**
                             * Wykonana płatność
                             * @default {
                             *       "enabled": false,
                             *       "target": ""
                             *     }
                             */
                            paymentExecuted: {
                                /**
                                 * Włączony
                                 * @default false
                                 */
                                enabled: boolean;
                                /**
                                 * Adres docelowy
                                 * @default
                                 */
                                target: string;
                            };
                            /**
                             * Zakończone zapisy
                             * @default {
                             *       "enabled": false,
                             *       "target": ""
                             *     }
                             */
                            registrationCompleted: {
                                /**
                                 * Włączony
                                 * @default false
                                 */
                                enabled: boolean;
                                /**
                                 * Adres docelowy
                                 * @default
                                 */
                                target: string;
                            };
                        };
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchProjectActivateById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        eventId: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getProjectAllDataById: {
        parameters: {
            query?: {
                /** @description Liczba wierszy strony (najwyżej 5000) */
                limit?: number;
                /** @description Pierwszy wiersz strony (od 0) */
                offset?: number;
                /** @description Kierunek sortowania (domyślnie asc) */
                order?: "asc" | "desc";
                /** @description Tylko uczestnicy z tym produktem (pole formularza product) */
                product?: string;
                /** @description Imię, nazwisko, e-mail lub telefon */
                search?: string;
                /** @description Kolumna sortowania (pole kolumny, np. status, createdOn, data.last_name, settlements.net); bez niej kolejność z dataSettings projektu */
                sort?: string;
                /** @description Statusy uczestników rozdzielone przecinkami (np. registered,paid) */
                status?: string;
            };
            header?: never;
            path: {
                /** @description eventId projektu */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        columns: {
                            field: string;
                            header: string;
                            /** @enum {string} */
                            kind?: "number" | "text" | "date" | "boolean" | "money";
                            /** @description Pole formularza: zapisane wartości z tekstem, który widzi organizator (etykieta opcji, nazwa produktu lub planu rat), jako pary [wartość, tekst] */
                            texts?: unknown[][];
                        }[];
                        limit?: number;
                        offset?: number;
                        /** @description Bez stronicowania: dokumenty uczestników. Przy stronicowaniu: wiersze siatki {_id, rowNumber, status, createdOn, removedOn (ISO), group, groupIndex, timeLeft (dni do najbliższego terminu płatności, ujemne po terminie), currentMeeting, representative, invoice, onWaitingList, eventId, eventName, surveyLink, formLink, affiliateLink, affiliationReceived, referred, referralCount, installmentsDescription, customerId, name, email, phone, data, settlements {net, vat, gross, rebates, required, overdue, leftToPay} w groszach}. Z dataSettings.showFromAllEvents: uczestnicy wszystkich projektów organizacji. Strumień (Accept: application/x-ndjson): pierwsza linia {project, columns, keys, projects, total, offset}, potem każdy wiersz jako tablica JSON wartości w kolejności keys (daty w ms od epoki, kwoty w groszach); nazwę projektu i linki wiersza odtwarza się z projects[eventId] (core participantGridDecoder). */
                        participants: {
                            [key: string]: unknown;
                        }[];
                        /** Projekt */
                        project: {
                            /**
                             * Noclegi
                             * @default {
                             *       "exclusionRule": ""
                             *     }
                             */
                            accommodation: {
                                /**
                                 * Reguła wykluczenia
                                 * @default
                                 */
                                exclusionRule: string;
                            };
                            /** Aktywny */
                            readonly active: boolean;
                            /**
                             * Analityka
                             * @default {
                             *       "pixelEnabled": false,
                             *       "pixelId": "",
                             *       "googleAnalyticsEnabled": false,
                             *       "googleAnalyticsId": ""
                             *     }
                             */
                            analytics: {
                                /**
                                 * Google Analytics
                                 * @default false
                                 */
                                googleAnalyticsEnabled: boolean;
                                /**
                                 * Identyfikator Google Analytics
                                 * @default
                                 */
                                googleAnalyticsId: string;
                                /**
                                 * Piksel Facebooka
                                 * @default false
                                 */
                                pixelEnabled: boolean;
                                /**
                                 * Identyfikator piksela
                                 * @default
                                 */
                                pixelId: string;
                            };
                            /**
                             * Wygląd
                             * @default {
                             *       "themeName": "default",
                             *       "navbarTheme": "light",
                             *       "navbarVariant": "light",
                             *       "backgrounds": [],
                             *       "landingPageTemplate": "DefaultTemplate",
                             *       "carouselImages": [],
                             *       "logo": null
                             *     }
                             */
                            appearance: {
                                /**
                                 * Tła
                                 * @default []
                                 */
                                backgrounds: string[];
                                /**
                                 * Zdjęcia karuzeli
                                 * @default []
                                 */
                                carouselImages: string[];
                                /**
                                 * Szablon strony głównej
                                 * @description DefaultTemplate: Domyślny; CustomTemplate: Własny; VideoBackground: Film w tle; VideoAndDescriptionTemplate: Film i opis; CoverAndDescriptionTemplate: Zdjęcie w tle i opis; Bilingual: Dwujęzyczny; None: Bez strony głównej
                                 * @default DefaultTemplate
                                 * @enum {string}
                                 */
                                landingPageTemplate: "DefaultTemplate" | "CustomTemplate" | "VideoBackground" | "VideoAndDescriptionTemplate" | "CoverAndDescriptionTemplate" | "Bilingual" | "None";
                                /**
                                 * Logo
                                 * @default null
                                 */
                                logo: {
                                    /**
                                     * Plik
                                     * @default
                                     */
                                    fileName: string;
                                    /**
                                     * Wysokość
                                     * @default 30
                                     */
                                    height: number;
                                    /**
                                     * Identyfikator
                                     * @default
                                     */
                                    id: string;
                                    /**
                                     * Typ
                                     * @default
                                     */
                                    mimeType: string;
                                } | null;
                                /**
                                 * Kolor paska nawigacji
                                 * @description light: Jasny; dark: Ciemny
                                 * @default light
                                 * @enum {string}
                                 */
                                navbarTheme: "light" | "dark";
                                /**
                                 * Wariant paska nawigacji
                                 * @description light: Jasny; dark: Ciemny
                                 * @default light
                                 * @enum {string}
                                 */
                                navbarVariant: "light" | "dark";
                                /**
                                 * Motyw
                                 * @description default: Domyślny
                                 * @default default
                                 * @enum {string}
                                 */
                                themeName: "default";
                            };
                            /** Pierwsza edycja */
                            readonly baseEventId?: string;
                            /**
                             * Kalendarz
                             * @default {
                             *       "enabled": false,
                             *       "billingEnabled": false,
                             *       "calendarAsDefault": false,
                             *       "calendarEventName": "",
                             *       "placesCalendarEnable": false,
                             *       "eventCalendarsEnable": false,
                             *       "defaultEventLength": 30,
                             *       "onParticipant": true,
                             *       "billingHoursForAllDayEvents": 0,
                             *       "availabilityEventsEnable": false,
                             *       "availabilityAlignMinutes": 0,
                             *       "requireParticipant": false,
                             *       "defaultRule": "",
                             *       "absenceMessageAfterHour": "Termin zgłaszania nieobecności w dniu dzisiejszym minął. Zgłoszenie nieobecności nie wstrzyma naliczenia należności."
                             *     }
                             */
                            calendar: {
                                /**
                                 * Komunikat po terminie zgłaszania nieobecności
                                 * @default Termin zgłaszania nieobecności w dniu dzisiejszym minął. Zgłoszenie nieobecności nie wstrzyma naliczenia należności.
                                 */
                                absenceMessageAfterHour: string;
                                /**
                                 * Wyrównanie dostępności (minuty)
                                 * @default 0
                                 */
                                availabilityAlignMinutes: number;
                                /**
                                 * Terminy dostępności
                                 * @default false
                                 */
                                availabilityEventsEnable: boolean;
                                /**
                                 * Naliczanie z kalendarza
                                 * @default false
                                 */
                                billingEnabled: boolean;
                                /**
                                 * Godziny naliczane za termin całodniowy
                                 * @default 0
                                 */
                                billingHoursForAllDayEvents: number;
                                /**
                                 * Kalendarz jako widok domyślny
                                 * @default false
                                 */
                                calendarAsDefault: boolean;
                                /**
                                 * Nazwa terminu
                                 * @default
                                 */
                                calendarEventName: string;
                                /**
                                 * Domyślna długość terminu (minuty)
                                 * @default 30
                                 */
                                defaultEventLength: number;
                                /**
                                 * Domyślna reguła powtarzania
                                 * @default
                                 */
                                defaultRule: string;
                                /**
                                 * Kalendarz włączony
                                 * @default false
                                 */
                                enabled: boolean;
                                /**
                                 * Kalendarze projektu
                                 * @default false
                                 */
                                eventCalendarsEnable: boolean;
                                /**
                                 * Kalendarz na uczestniku
                                 * @default true
                                 */
                                onParticipant: boolean;
                                /**
                                 * Kalendarze miejsc
                                 * @default false
                                 */
                                placesCalendarEnable: boolean;
                                /**
                                 * Wymagaj uczestnika
                                 * @default false
                                 */
                                requireParticipant: boolean;
                            };
                            /**
                             * Data
                             * Format: date-time
                             */
                            readonly createdAt?: Date | null;
                            /**
                             * Dane
                             * @default {
                             *       "showFromAllEvents": false,
                             *       "participantsSortEnabled": false,
                             *       "participantsSortField": "",
                             *       "participantsSortField2": "",
                             *       "participantsSortAsc": true,
                             *       "participantsSortAsc2": true
                             *     }
                             */
                            dataSettings: {
                                /**
                                 * Rosnąco
                                 * @default true
                                 */
                                participantsSortAsc: boolean;
                                /**
                                 * Drugie pole rosnąco
                                 * @default true
                                 */
                                participantsSortAsc2: boolean;
                                /**
                                 * Sortowanie uczestników
                                 * @default false
                                 */
                                participantsSortEnabled: boolean;
                                /**
                                 * Pole sortowania
                                 * @default
                                 */
                                participantsSortField: string;
                                /**
                                 * Drugie pole sortowania
                                 * @default
                                 */
                                participantsSortField2: string;
                                /**
                                 * Pokazuj dane ze wszystkich projektów
                                 * @default false
                                 */
                                showFromAllEvents: boolean;
                            };
                            /**
                             * Windykacja
                             * @default {
                             *       "enabled": false,
                             *       "scope": "PerOrganization",
                             *       "useStatutoryInterestRate": true,
                             *       "customInterestRate": 0,
                             *       "interestCalculationMethod": "Daily",
                             *       "interestNoteFrequency": "Monthly",
                             *       "automaticRemindersEnabled": false,
                             *       "reminderSchedule": {
                             *         "firstReminderDays": 7,
                             *         "secondReminderDays": 14,
                             *         "finalReminderDays": 30
                             *       },
                             *       "autoCreateCasesEnabled": false,
                             *       "minAmountForCase": 5000,
                             *       "daysOverdueForCase": 14,
                             *       "interestNotePatternId": "",
                             *       "interestNoteNumberSeed": 1
                             *     }
                             */
                            debtCollectionSettings: {
                                /**
                                 * Automatyczne zakładanie spraw
                                 * @default false
                                 */
                                autoCreateCasesEnabled: boolean;
                                /**
                                 * Automatyczne przypomnienia
                                 * @default false
                                 */
                                automaticRemindersEnabled: boolean;
                                /**
                                 * Własna stopa odsetek (%)
                                 * @default 0
                                 */
                                customInterestRate: number;
                                /**
                                 * Dni po terminie do założenia sprawy
                                 * @default 14
                                 */
                                daysOverdueForCase: number;
                                /**
                                 * Windykacja włączona
                                 * @default false
                                 */
                                enabled: boolean;
                                /**
                                 * Naliczanie odsetek
                                 * @default Daily
                                 * @enum {string}
                                 */
                                interestCalculationMethod: "Daily" | "Monthly" | "Fixed";
                                /**
                                 * Częstotliwość not odsetkowych
                                 * @default Monthly
                                 * @enum {string}
                                 */
                                interestNoteFrequency: "Monthly" | "Manual" | "Quarterly";
                                /**
                                 * Pierwszy numer noty
                                 * @default 1
                                 */
                                interestNoteNumberSeed: number;
                                /**
                                 * Numeracja not odsetkowych
                                 * @default
                                 */
                                interestNotePatternId: string;
                                /**
                                 * Minimalna kwota sprawy
                                 * @default 5000
                                 */
                                minAmountForCase: number;
                                /**
                                 * Harmonogram przypomnień
                                 * @default {
                                 *       "firstReminderDays": 7,
                                 *       "secondReminderDays": 14,
                                 *       "finalReminderDays": 30
                                 *     }
                                 */
                                reminderSchedule: {
                                    /**
                                     * Ostateczne wezwanie (dni)
                                     * @default 30
                                     */
                                    finalReminderDays: number;
                                    /**
                                     * Pierwsze przypomnienie (dni)
                                     * @default 7
                                     */
                                    firstReminderDays: number;
                                    /**
                                     * Drugie przypomnienie (dni)
                                     * @default 14
                                     */
                                    secondReminderDays: number;
                                };
                                /**
                                 * Zakres
                                 * @default PerOrganization
                                 * @enum {string}
                                 */
                                scope: "PerOrganization" | "PerEvent";
                                /**
                                 * Odsetki ustawowe
                                 * @default true
                                 */
                                useStatutoryInterestRate: boolean;
                            };
                            /**
                             * Dokumenty
                             * @default {
                             *       "enabled": false,
                             *       "attachmentsEnabled": false,
                             *       "disableAnonymousAttachmentsEdit": false
                             *     }
                             */
                            documents: {
                                /**
                                 * Załączniki włączone
                                 * @default false
                                 */
                                attachmentsEnabled: boolean;
                                /**
                                 * Blokuj edycję załączników bez logowania
                                 * @default false
                                 */
                                disableAnonymousAttachmentsEdit: boolean;
                                /**
                                 * Dokumenty włączone
                                 * @default false
                                 */
                                enabled: boolean;
                            };
                            /**
                             * Pracownicy
                             * @default {
                             *       "enabled": false,
                             *       "automaticCompensations": false,
                             *       "dayOfMonth": 1
                             *     }
                             */
                            employees: {
                                /**
                                 * Automatyczne wynagrodzenia
                                 * @default false
                                 */
                                automaticCompensations: boolean;
                                /**
                                 * Dzień miesiąca rozliczenia
                                 * @default 1
                                 */
                                dayOfMonth: number;
                                /**
                                 * Pracownicy włączeni
                                 * @default false
                                 */
                                enabled: boolean;
                            };
                            /** Projekt */
                            event: {
                                /**
                                 * Zgody w formularzu
                                 * @default {
                                 *       "termsUrl": "",
                                 *       "termsText": "",
                                 *       "privacyClause": ""
                                 *     }
                                 */
                                consents: {
                                    /**
                                     * Klauzula informacyjna RODO (pusta: domyślna, z danych organizatora)
                                     * @default
                                     */
                                    privacyClause: string;
                                    /**
                                     * Regulamin: treść (gdy nie ma osobnej strony)
                                     * @default
                                     */
                                    termsText: string;
                                    /**
                                     * Regulamin: adres strony z regulaminem
                                     * @default
                                     */
                                    termsUrl: string;
                                };
                                /**
                                 * Format daty
                                 * @default dd/MM/yyyy
                                 * @enum {string}
                                 */
                                dateFormat: "dd/MM/yyyy" | "dd.MM.yyyy" | "yyyy-MM-dd" | "d MMMM yyyy";
                                /**
                                 * Opis
                                 * @default
                                 */
                                description: string;
                                /**
                                 * Domena
                                 * @description Małe litery, cyfry i myślniki (nie na początku ani na końcu), do 63 znaków
                                 */
                                domainName: string;
                                /**
                                 * Adres e-mail
                                 * @default
                                 */
                                emailAddress: string;
                                /**
                                 * Od
                                 * Format: date-time
                                 * @default null
                                 */
                                from: Date | null;
                                /**
                                 * Domena główna organizacji
                                 * @default false
                                 */
                                isMainDomain: boolean;
                                /** Nazwa */
                                name: string;
                                /**
                                 * Miejsce
                                 * @default
                                 */
                                place: string;
                                /**
                                 * Recepcja
                                 * @default {
                                 *       "enabled": true,
                                 *       "meetings": {
                                 *         "enabled": false,
                                 *         "current": 0
                                 *       }
                                 *     }
                                 */
                                reception: {
                                    /**
                                     * Recepcja włączona
                                     * @default true
                                     */
                                    enabled: boolean;
                                    /**
                                     * Spotkania
                                     * @default {
                                     *       "enabled": false,
                                     *       "current": 0
                                     *     }
                                     */
                                    meetings: {
                                        /**
                                         * Bieżące spotkanie
                                         * @default 0
                                         */
                                        current: number;
                                        /**
                                         * Wiele spotkań
                                         * @default false
                                         */
                                        enabled: boolean;
                                    };
                                };
                                /**
                                 * Zapisy
                                 * @default {
                                 *       "enabled": true,
                                 *       "from": null,
                                 *       "to": null,
                                 *       "confirm": true,
                                 *       "timeConstained": false,
                                 *       "limitOfParticipantsEnabled": false,
                                 *       "limitOfParticipants": 0,
                                 *       "enableWaitingList": false,
                                 *       "affiliateEnabled": false,
                                 *       "affiliateProviderAmount": 0,
                                 *       "affiliateProviderPercent": 0,
                                 *       "affiliateMaxUses": 0,
                                 *       "affiliateMinPurchaseAmount": 0,
                                 *       "affiliateCommissionValidationDays": 0,
                                 *       "affiliateBillingCategory": "Prowizja",
                                 *       "botProtection": "auto"
                                 *     }
                                 */
                                registration: {
                                    /**
                                     * Kategoria należności za prowizję
                                     * @default Prowizja
                                     */
                                    affiliateBillingCategory: string;
                                    /**
                                     * Dni do zatwierdzenia prowizji
                                     * @default 0
                                     */
                                    affiliateCommissionValidationDays: number;
                                    /**
                                     * Program poleceń
                                     * @default false
                                     */
                                    affiliateEnabled: boolean;
                                    /**
                                     * Maksymalna liczba użyć polecenia (0 = bez limitu)
                                     * @default 0
                                     */
                                    affiliateMaxUses: number;
                                    /**
                                     * Minimalna kwota zakupu
                                     * @default 0
                                     */
                                    affiliateMinPurchaseAmount: number;
                                    /**
                                     * Prowizja polecającego (kwota)
                                     * @default 0
                                     */
                                    affiliateProviderAmount: number;
                                    /**
                                     * Prowizja polecającego (%)
                                     * @default 0
                                     */
                                    affiliateProviderPercent: number;
                                    /**
                                     * Ochrona formularza przed botami
                                     * @default auto
                                     */
                                    readonly botProtection: string;
                                    /**
                                     * Potwierdzanie zgłoszeń
                                     * @default true
                                     */
                                    confirm: boolean;
                                    /**
                                     * Zapisy włączone
                                     * @default true
                                     */
                                    enabled: boolean;
                                    /**
                                     * Lista rezerwowa
                                     * @default false
                                     */
                                    enableWaitingList: boolean;
                                    /**
                                     * Zapisy od
                                     * Format: date-time
                                     * @default null
                                     */
                                    from: Date | null;
                                    /**
                                     * Liczba miejsc
                                     * @default 0
                                     */
                                    limitOfParticipants: number;
                                    /**
                                     * Limit miejsc
                                     * @default false
                                     */
                                    limitOfParticipantsEnabled: boolean;
                                    /**
                                     * Zapisy ograniczone czasowo
                                     * @default false
                                     */
                                    timeConstained: boolean;
                                    /**
                                     * Zapisy do
                                     * Format: date-time
                                     * @default null
                                     */
                                    to: Date | null;
                                };
                                /**
                                 * Hasło
                                 * @default
                                 */
                                slogan: string;
                                /**
                                 * Ankieta
                                 * @default {
                                 *       "enabled": false,
                                 *       "from": null,
                                 *       "to": null,
                                 *       "anonymous": false
                                 *     }
                                 */
                                survey: {
                                    /**
                                     * Ankieta także bez linku uczestnika (anonimowa)
                                     * @default false
                                     */
                                    anonymous: boolean;
                                    /**
                                     * Ankieta włączona
                                     * @default false
                                     */
                                    enabled: boolean;
                                    /**
                                     * Ankieta od
                                     * Format: date-time
                                     * @default null
                                     */
                                    from: Date | null;
                                    /**
                                     * Ankieta do
                                     * Format: date-time
                                     * @default null
                                     */
                                    to: Date | null;
                                };
                                /**
                                 * Do
                                 * Format: date-time
                                 * @default null
                                 */
                                to: Date | null;
                                /**
                                 * Rodzaj słownictwa
                                 * @default default
                                 * @enum {string}
                                 */
                                translationType: "default" | "event" | "school" | "psychoterapy" | "shop";
                                /**
                                 * Strona projektu (przycisk „Wróć na stronę” po zapisie)
                                 * @default
                                 */
                                websiteUrl: string;
                            };
                            /** Identyfikator */
                            readonly eventId: string;
                            /**
                             * Faktury
                             * @default {
                             *       "enabled": false,
                             *       "showBrutto": false,
                             *       "showAlways": false,
                             *       "invoicePerBilling": false,
                             *       "addInvoiceWhenBill": false,
                             *       "addInvoicePeriodically": false,
                             *       "exportInvoicePeriodically": false,
                             *       "useVat": null,
                             *       "vatPercent": null,
                             *       "serviceName": "",
                             *       "serviceUnit": "",
                             *       "lumpSum": null,
                             *       "lumpPercent": null,
                             *       "daysToPay": null,
                             *       "patternId": null,
                             *       "correctionPatternId": null,
                             *       "invoiceNumberSeed": 1,
                             *       "correctionNumberSeed": 1,
                             *       "fullName": "",
                             *       "taxId": "",
                             *       "personalId": "",
                             *       "bankAccount": "",
                             *       "phoneNumber": "",
                             *       "address": "",
                             *       "businessType": 1
                             *     }
                             */
                            invoicing: {
                                /**
                                 * Faktury okresowe
                                 * @default false
                                 */
                                addInvoicePeriodically: boolean;
                                /**
                                 * Faktura przy naliczeniu
                                 * @default false
                                 */
                                addInvoiceWhenBill: boolean;
                                /**
                                 * Adres
                                 * @default
                                 */
                                address: string;
                                /**
                                 * Numer konta
                                 * @default
                                 */
                                bankAccount: string;
                                /**
                                 * Forma prawna sprzedawcy
                                 * @description 1: Osoba fizyczna; 2: Jednoosobowa działalność gospodarcza; 3: Spółka cywilna; 4: Spółka jawna; 5: Spółka komandytowa; 6: Spółka komandytowo-akcyjna; 7: Spółka akcyjna; 8: Spółka z ograniczoną odpowiedzialnością; 9: Stowarzyszenie, fundacja, organizacja pożytku publicznego; 10: Kościelna osoba prawna; 11: Spółdzielnia
                                 * @default 1
                                 * @enum {integer}
                                 */
                                businessType: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;
                                /**
                                 * Pierwszy numer korekty
                                 * @default 1
                                 */
                                correctionNumberSeed: number;
                                /**
                                 * Numeracja korekt
                                 * @default null
                                 */
                                correctionPatternId: string | null;
                                /**
                                 * Termin płatności w dniach (puste = jak organizacja)
                                 * @default null
                                 */
                                daysToPay: number | null;
                                /**
                                 * Faktury włączone
                                 * @default false
                                 */
                                enabled: boolean;
                                /**
                                 * Okresowy eksport faktur
                                 * @default false
                                 */
                                exportInvoicePeriodically: boolean;
                                /**
                                 * Nazwa sprzedawcy
                                 * @default
                                 */
                                fullName: string;
                                /**
                                 * Pierwszy numer faktury
                                 * @default 1
                                 */
                                invoiceNumberSeed: number;
                                /**
                                 * Faktura do każdej należności
                                 * @default false
                                 */
                                invoicePerBilling: boolean;
                                /**
                                 * Stawka ryczałtu % (puste = jak organizacja)
                                 * @default null
                                 */
                                lumpPercent: number | null;
                                /**
                                 * Ryczałt (puste = jak organizacja)
                                 * @default null
                                 */
                                lumpSum: boolean | null;
                                /**
                                 * Numeracja faktur
                                 * @default null
                                 */
                                patternId: string | null;
                                /**
                                 * PESEL
                                 * @default
                                 */
                                personalId: string;
                                /**
                                 * Telefon
                                 * @default
                                 */
                                phoneNumber: string;
                                /**
                                 * Nazwa usługi
                                 * @default
                                 */
                                serviceName: string;
                                /**
                                 * Jednostka
                                 * @default
                                 */
                                serviceUnit: string;
                                /**
                                 * Zawsze pokazuj faktury
                                 * @default false
                                 */
                                showAlways: boolean;
                                /**
                                 * Pokazuj kwoty brutto
                                 * @default false
                                 */
                                showBrutto: boolean;
                                /**
                                 * NIP
                                 * @default
                                 */
                                taxId: string;
                                /**
                                 * Płatnik VAT (puste = jak organizacja)
                                 * @default null
                                 */
                                useVat: boolean | null;
                                /**
                                 * Stawka VAT (puste = jak organizacja)
                                 * @description 23: 23 %; 22: 22 % (stawka sprzed 2011 r.); 8: 8 %; 7: 7 % (stawka sprzed 2011 r.); 5: 5 %; 3: 3 % (stawka sprzed 2011 r.); 0: 0 %; zw: zw (zwolniony); np: np (nie podlega); oo: oo (odwrotne obciążenie)
                                 * @default null
                                 * @enum {string|null}
                                 */
                                vatPercent: "23" | "22" | "8" | "7" | "5" | "3" | "0" | "zw" | "np" | "oo" | null;
                            };
                            /**
                             * Wersja uproszczona
                             * @default false
                             */
                            lite: boolean;
                            /** Organizacja */
                            readonly organizationId: string;
                            /**
                             * Płatności
                             * @default {
                             *       "enabled": true,
                             *       "online": true,
                             *       "cash": false,
                             *       "automatic": true,
                             *       "byInvoiceNumber": false,
                             *       "discount": false,
                             *       "roundToInt": false,
                             *       "daysLate": 2,
                             *       "statements": {
                             *         "enabled": false,
                             *         "distributionAlgorithm": "consecutive",
                             *         "matchOnCustomerData": true,
                             *         "matchOnParticipantData": true,
                             *         "settleWithEvent": false
                             *       },
                             *       "installments": {
                             *         "enabled": false,
                             *         "billBeforeInstallment": false,
                             *         "configurations": []
                             *       }
                             *     }
                             */
                            payments: {
                                /**
                                 * Automatyczne księgowanie
                                 * @default true
                                 */
                                automatic: boolean;
                                /**
                                 * Dopasowanie po numerze faktury
                                 * @default false
                                 */
                                byInvoiceNumber: boolean;
                                /**
                                 * Płatność gotówką
                                 * @default false
                                 */
                                cash: boolean;
                                /**
                                 * Dni opóźnienia
                                 * @default 2
                                 */
                                daysLate: number;
                                /**
                                 * Rabaty
                                 * @default false
                                 */
                                discount: boolean;
                                /**
                                 * Płatności włączone
                                 * @default true
                                 */
                                enabled: boolean;
                                /**
                                 * Raty
                                 * @default {
                                 *       "enabled": false,
                                 *       "billBeforeInstallment": false,
                                 *       "configurations": []
                                 *     }
                                 */
                                installments: {
                                    /**
                                     * Należność przed terminem raty
                                     * @default false
                                     */
                                    billBeforeInstallment: boolean;
                                    /**
                                     * Definicje rat
                                     * @default []
                                     */
                                    configurations: {
                                        /** Zaliczka */
                                        advance?: {
                                            [key: string]: unknown;
                                        } | null;
                                        /** Między datami */
                                        betweenDates?: {
                                            [key: string]: unknown;
                                        } | null;
                                        /**
                                         * Sposób wyliczenia
                                         * @enum {string}
                                         */
                                        calculationType: "constantAmountPerInstallment" | "amountTimesMultiplier" | "totalAmount";
                                        /** Stała liczba rat */
                                        constantNumber?: {
                                            [key: string]: unknown;
                                        } | null;
                                        /** Liczba rat */
                                        count: number;
                                        /** Identyfikator */
                                        definitionId: string;
                                        /** Mnożnik */
                                        multiplier: number;
                                        /** Nazwa */
                                        name: string;
                                        /**
                                         * Rodzaj
                                         * @enum {string}
                                         */
                                        type: "constantDate" | "advance" | "constantNumber" | "betweenDates" | "advanceBetweenDates";
                                    }[];
                                    /**
                                     * Raty włączone
                                     * @default false
                                     */
                                    enabled: boolean;
                                };
                                /**
                                 * Płatności online
                                 * @default true
                                 */
                                online: boolean;
                                /**
                                 * Zaokrąglanie do pełnych złotych
                                 * @default false
                                 */
                                roundToInt: boolean;
                                /**
                                 * Wyciągi bankowe
                                 * @default {
                                 *       "enabled": false,
                                 *       "distributionAlgorithm": "consecutive",
                                 *       "matchOnCustomerData": true,
                                 *       "matchOnParticipantData": true,
                                 *       "settleWithEvent": false
                                 *     }
                                 */
                                statements: {
                                    /**
                                     * Podział wpłaty
                                     * @default consecutive
                                     * @enum {string}
                                     */
                                    distributionAlgorithm: "auto" | "consecutive" | "equal" | "first-served";
                                    /**
                                     * Import wyciągów
                                     * @default false
                                     */
                                    enabled: boolean;
                                    /**
                                     * Dopasowanie po danych klienta
                                     * @default true
                                     */
                                    matchOnCustomerData: boolean;
                                    /**
                                     * Dopasowanie po danych uczestnika
                                     * @default true
                                     */
                                    matchOnParticipantData: boolean;
                                    /**
                                     * Rozliczenie w ramach projektu
                                     * @default false
                                     */
                                    settleWithEvent: boolean;
                                };
                            };
                            /**
                             * Uprawnienia
                             * @default []
                             */
                            permissions: {
                                /**
                                 * Od
                                 * Format: date-time
                                 * @default null
                                 */
                                from: Date | null;
                                /**
                                 * Rola
                                 * @enum {string}
                                 */
                                role: "admin" | "payments" | "employee" | "reception" | "guest";
                                /**
                                 * Do
                                 * Format: date-time
                                 * @default null
                                 */
                                to: Date | null;
                                /** Użytkownik */
                                userId: string;
                            }[];
                            /**
                             * Subskrypcja
                             * @default {
                             *       "firstRegistration": null,
                             *       "enabled": false
                             *     }
                             */
                            subscription: {
                                /**
                                 * Subskrypcja aktywna
                                 * @default false
                                 */
                                enabled: boolean;
                                /**
                                 * Pierwsze zgłoszenie
                                 * Format: date-time
                                 * @default null
                                 */
                                firstRegistration: Date | null;
                            };
                            /**
                             * Data
                             * Format: date-time
                             */
                            readonly updatedAt?: Date | null;
                            /**
                             * Webhooki
                             * @default {
                             *       "formEnter": {
                             *         "enabled": false,
                             *         "target": ""
                             *       },
                             *       "formSubmit": {
                             *         "enabled": false,
                             *         "target": ""
                             *       },
                             *       "accommodationSelect": {
                             *         "enabled": false,
                             *         "target": ""
                             *       },
                             *       "paymentExecuted": {
                             *         "enabled": false,
                             *         "target": ""
                             *       },
                             *       "registrationCompleted": {
                             *         "enabled": false,
                             *         "target": ""
                             *       }
                             *     }
                             */
                            webhooks: {
                                /**
                                 * Wybór noclegu
                                 * @default {
                                 *       "enabled": false,
                                 *       "target": ""
                                 *     }
                                 */
                                accommodationSelect: {
                                    /**
                                     * Włączony
                                     * @default false
                                     */
                                    enabled: boolean;
                                    /**
                                     * Adres docelowy
                                     * @default
                                     */
                                    target: string;
                                };
                                /**
                                 * Wejście na formularz
                                 * @default {
                                 *       "enabled": false,
                                 *       "target": ""
                                 *     }
                                 */
                                formEnter: {
                                    /**
                                     * Włączony
                                     * @default false
                                     */
                                    enabled: boolean;
                                    /**
                                     * Adres docelowy
                                     * @default
                                     */
                                    target: string;
                                };
                                /**
                                 * Wysłanie formularza
                                 * @default {
                                 *       "enabled": false,
                                 *       "target": ""
                                 *     }
                                 */
                                formSubmit: {
                                    /**
                                     * Włączony
                                     * @default false
                                     */
                                    enabled: boolean;
                                    /**
                                     * Adres docelowy
                                     * @default
                                     */
                                    target: string;
                                };
                                /**
                                 * Wykonana płatność
                                 * @default {
                                 *       "enabled": false,
                                 *       "target": ""
                                 *     }
                                 */
                                paymentExecuted: {
                                    /**
                                     * Włączony
                                     * @default false
                                     */
                                    enabled: boolean;
                                    /**
                                     * Adres docelowy
                                     * @default
                                     */
                                    target: string;
                                };
                                /**
                                 * Zakończone zapisy
                                 * @default {
                                 *       "enabled": false,
                                 *       "target": ""
                                 *     }
                                 */
                                registrationCompleted: {
                                    /**
                                     * Włączony
                                     * @default false
                                     */
                                    enabled: boolean;
                                    /**
                                     * Adres docelowy
                                     * @default
                                     */
                                    target: string;
                                };
                            };
                        };
                        /** @description Wszystkie pasujące wiersze (przy stronicowaniu) */
                        total?: number;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getProjectByBaseByBaseEventId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId pierwszej edycji */
                baseEventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        baseEventId?: string;
                        /** Format: date-time */
                        createdAt?: Date | null;
                        event: {
                            /** @description Format dat projektu (formatProjectDate) */
                            dateFormat?: string;
                            domainName: string;
                            /** Format: date-time */
                            from: Date | null;
                            name: string;
                            /** Format: date-time */
                            to: Date | null;
                            /** @enum {string} */
                            translationType: "default" | "event" | "school" | "psychoterapy" | "shop";
                        };
                        eventId: string;
                        organizationId: string;
                    }[];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchProjectDeactivateById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        eventId: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postProjectDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Nazwa domeny projektu (np. demo) albo pełny host (demo.<domena bazowa>) */
                    domainName: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        event: {
                            description: string;
                            /** @example demo */
                            domainName: string;
                            /** Format: date-time */
                            from: Date | null;
                            name: string;
                            registration: {
                                enabled: boolean;
                                /** Format: date-time */
                                from: Date | null;
                                /** Format: date-time */
                                to: Date | null;
                            };
                            slogan: string;
                            /** Format: date-time */
                            to: Date | null;
                            /** @enum {string} */
                            translationType: "default" | "event" | "school" | "psychoterapy" | "shop";
                        };
                        eventId: string;
                        organizationId: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postProjectDuplicateAdvancedByIdByFlag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 'true': nowa edycja (stara edycja przeniesiona i wyłączona, bez danych); 'false': duplikat z danymi */
                flag: "true" | "false";
                /** @description eventId kopiowanego projektu */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Domena kopii */
                    newDomain?: string;
                    /** @description Nazwa kopii */
                    newName?: string;
                    /** @description Domena oryginału po operacji */
                    oldDomain?: string;
                    /** @description Nazwa oryginału po operacji */
                    oldName?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        copiedCustomers: number;
                        copiedParticipants: number;
                        event: {
                            active: boolean;
                            baseEventId?: string;
                            /** Format: date-time */
                            createdAt?: Date | null;
                            event: {
                                /** @description Format dat projektu (formatProjectDate) */
                                dateFormat?: string;
                                domainName: string;
                                /** Format: date-time */
                                from: Date | null;
                                name: string;
                                /** Format: date-time */
                                to: Date | null;
                                /** @enum {string} */
                                translationType: "default" | "event" | "school" | "psychoterapy" | "shop";
                            };
                            eventId: string;
                            organizationId: string;
                        };
                        original: {
                            active: boolean;
                            baseEventId?: string;
                            /** Format: date-time */
                            createdAt?: Date | null;
                            event: {
                                /** @description Format dat projektu (formatProjectDate) */
                                dateFormat?: string;
                                domainName: string;
                                /** Format: date-time */
                                from: Date | null;
                                name: string;
                                /** Format: date-time */
                                to: Date | null;
                                /** @enum {string} */
                                translationType: "default" | "event" | "school" | "psychoterapy" | "shop";
                            };
                            eventId: string;
                            organizationId: string;
                        };
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postProjectDuplicateByIdByFlag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 'true': nowa edycja (stara edycja przeniesiona i wyłączona, bez danych); 'false': duplikat z danymi */
                flag: "true" | "false";
                /** @description eventId kopiowanego projektu */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Duplikat: domena kopii. Nowa edycja: nowa domena starej edycji (domyślnie obecna + '-stare') */
                    domain?: string;
                    /** @description Duplikat: nazwa kopii. Nowa edycja: nazwa nowej edycji */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        copiedCustomers: number;
                        copiedParticipants: number;
                        event: {
                            active: boolean;
                            baseEventId?: string;
                            /** Format: date-time */
                            createdAt?: Date | null;
                            event: {
                                /** @description Format dat projektu (formatProjectDate) */
                                dateFormat?: string;
                                domainName: string;
                                /** Format: date-time */
                                from: Date | null;
                                name: string;
                                /** Format: date-time */
                                to: Date | null;
                                /** @enum {string} */
                                translationType: "default" | "event" | "school" | "psychoterapy" | "shop";
                            };
                            eventId: string;
                            organizationId: string;
                        };
                        original: {
                            active: boolean;
                            baseEventId?: string;
                            /** Format: date-time */
                            createdAt?: Date | null;
                            event: {
                                /** @description Format dat projektu (formatProjectDate) */
                                dateFormat?: string;
                                domainName: string;
                                /** Format: date-time */
                                from: Date | null;
                                name: string;
                                /** Format: date-time */
                                to: Date | null;
                                /** @enum {string} */
                                translationType: "default" | "event" | "school" | "psychoterapy" | "shop";
                            };
                            eventId: string;
                            organizationId: string;
                        };
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getProjectEnabledByDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Nazwa domeny projektu (np. demo) albo pełny host (demo.<domena bazowa>) */
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Wolne miejsca; null bez limitu */
                        availableTickets: number | null;
                        domainName: string;
                        /** @description Zapisy otwarte (spec §4 "Registration open") */
                        enabled: boolean;
                        /** @description Nowe zgłoszenia trafiają na listę rezerwową */
                        waitingList: boolean;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getProjectOrganizationByOrgId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description organizationId */
                orgId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        baseEventId?: string;
                        /** Format: date-time */
                        createdAt?: Date | null;
                        event: {
                            /** @description Format dat projektu (formatProjectDate) */
                            dateFormat?: string;
                            domainName: string;
                            /** Format: date-time */
                            from: Date | null;
                            name: string;
                            /** Format: date-time */
                            to: Date | null;
                            /** @enum {string} */
                            translationType: "default" | "event" | "school" | "psychoterapy" | "shop";
                        };
                        eventId: string;
                        organizationId: string;
                    }[];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getProjectUniqueDomainByAByB: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Sprawdzana domena */
                a: string;
                /** @description eventId projektu, który ma ją dostać, albo '-' dla nowego projektu */
                b: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Domena po normalizacji (małe litery) */
                        domainName: string;
                        /** @description Poprawna i niezajęta przez inny projekt */
                        unique: boolean;
                        /** @description Zgodna ze wzorem domeny */
                        valid: boolean;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getProjectUrlByTypeByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Domena projektu */
                name: string;
                /** @description Rodzaj pliku z wyglądu projektu */
                type: "logo" | "background" | "carousel";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example /images/logo.png */
                        url: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getProjectsByEventIdBotProtection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 'auto' (domyślnie), 'off' albo identyfikator wtyczki */
                        choice: string;
                        effective: {
                            /** @description Wybrana ochrona nie jest skonfigurowana: działa dowód pracy */
                            fallback: boolean;
                            label: string;
                            note: string;
                            protection: string;
                        };
                        eventId: string;
                        options: {
                            label: string;
                            ready: boolean;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putProjectsByEventIdBotProtection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    choice: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 'auto' (domyślnie), 'off' albo identyfikator wtyczki */
                        choice: string;
                        effective: {
                            /** @description Wybrana ochrona nie jest skonfigurowana: działa dowód pracy */
                            fallback: boolean;
                            label: string;
                            note: string;
                            protection: string;
                        };
                        eventId: string;
                        options: {
                            label: string;
                            ready: boolean;
                            value: string;
                        }[];
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getProjectsByEventIdPaymentIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accounts: {
                            /** Paynow */
                            paynow?: {
                                /**
                                 * Klucz API
                                 * @description Api-Key z panelu sprzedawcy Paynow (Ustawienia → Sklepy i punkty płatności → Dane uwierzytelniające).
                                 */
                                apiKey?: {
                                    set: boolean;
                                };
                                /**
                                 * Klucz podpisu
                                 * @description Signature-Key z tego samego miejsca panelu Paynow. Paynow wysyła powiadomienia o płatnościach na adres ustawiony w panelu, a nie podawany przy płatności: wklej w panelu Paynow w polu „Adres powiadomień” adres powiadomień pokazany przez Zapisy w ustawieniach płatności.
                                 */
                                signKey?: {
                                    set: boolean;
                                };
                            };
                            /** PayU */
                            payu?: {
                                /**
                                 * Identyfikator klienta (client_id)
                                 * @description Z sekcji „Klucze konfiguracji” punktu płatności: „Protokół OAuth – client_id”.
                                 */
                                clientId?: string;
                                /**
                                 * Drugi klucz (MD5)
                                 * @description Z sekcji „Klucze konfiguracji”: „Drugi klucz (MD5)”. Służy do sprawdzania podpisu powiadomień.
                                 */
                                md5?: {
                                    set: boolean;
                                };
                                /**
                                 * Identyfikator punktu płatności (POS ID)
                                 * @description Panel PayU → Płatności elektroniczne → Moje sklepy → Punkty płatności → „Id punktu płatności (pos_id)”.
                                 */
                                posId?: string;
                                /**
                                 * Sekret klienta (client_secret)
                                 * @description Z sekcji „Klucze konfiguracji”: „Protokół OAuth – client_secret”.
                                 */
                                secret?: {
                                    set: boolean;
                                };
                            };
                            /** Przelewy24 / Przelewy24 Marketplace */
                            przelewy24?: {
                                /**
                                 * Klucz API (raporty)
                                 * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do raportów. Hasło do REST API (login to POS ID).
                                 */
                                apiKey?: {
                                    set: boolean;
                                };
                                /**
                                 * Koszt transakcji (%)
                                 * @description Prowizja marketplace potrącana z każdej wpłaty przed przekazaniem środków organizatorowi.
                                 */
                                cost?: number;
                                /**
                                 * Klucz CRC
                                 * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do CRC. Podpisuje transakcje.
                                 */
                                crcKey?: {
                                    set: boolean;
                                };
                                /** Marketplace włączony */
                                marketplaceEnabled?: boolean;
                                /**
                                 * Identyfikator sprzedawcy w marketplace
                                 * @description Identyfikator subkonta organizatora nadany przy rejestracji w marketplace; na nie trafiają środki.
                                 */
                                marketplaceMerchantId?: string;
                                /**
                                 * Identyfikator sklepu w marketplace
                                 * @description POS marketplace, na którym rejestrowane są transakcje. Puste = identyfikator sklepu (POS ID).
                                 */
                                marketplacePosId?: string;
                                /** Identyfikator sprzedawcy (merchant ID) */
                                merchantId?: string;
                                /**
                                 * Klucz zamówień
                                 * @description Starsza nazwa klucza do raportów, widoczna w niektórych panelach. Używany jako hasło do REST API tylko, gdy pole „Klucz API (raporty)” jest puste.
                                 */
                                orderKey?: {
                                    set: boolean;
                                };
                                /**
                                 * Identyfikator sklepu (POS ID)
                                 * @description Puste = identyfikator sprzedawcy (tak jest na większości kont).
                                 */
                                posId?: string;
                                /** Konto zweryfikowane */
                                verified?: boolean;
                            };
                        };
                        effective: {
                            /** @enum {string|null} */
                            accountSource: "project" | "organization" | "system" | null;
                            available: boolean;
                            module: string | null;
                            /** @enum {string} */
                            moduleSource: "project" | "organization";
                            reason: string | null;
                        };
                        eventId: string;
                        groups: {
                            fields: {
                                description?: string;
                                enum?: unknown[];
                                name: string;
                                required: boolean;
                                secret: boolean;
                                title: string;
                                /** @enum {string} */
                                type: "string" | "number" | "integer" | "boolean";
                                /** @description Podpowiedź kontrolki (x-widget) z deklaracji wtyczki. */
                                widget?: string;
                            }[];
                            label: string;
                            providers: {
                                /** @description Pola tego modułu. */
                                fields: string[];
                                id: string;
                                label: string;
                            }[];
                            settingsKey: string;
                        }[];
                        modules: {
                            id: string;
                            label: string;
                            settingsKey: string;
                        }[];
                        paymentModule: string | null;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putProjectsByEventIdPaymentIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accounts?: {
                        /** Paynow */
                        paynow?: {
                            /**
                             * Klucz API
                             * @description Api-Key z panelu sprzedawcy Paynow (Ustawienia → Sklepy i punkty płatności → Dane uwierzytelniające).
                             */
                            apiKey?: string;
                            /**
                             * Klucz podpisu
                             * @description Signature-Key z tego samego miejsca panelu Paynow. Paynow wysyła powiadomienia o płatnościach na adres ustawiony w panelu, a nie podawany przy płatności: wklej w panelu Paynow w polu „Adres powiadomień” adres powiadomień pokazany przez Zapisy w ustawieniach płatności.
                             */
                            signKey?: string;
                        } | null;
                        /** PayU */
                        payu?: {
                            /**
                             * Identyfikator klienta (client_id)
                             * @description Z sekcji „Klucze konfiguracji” punktu płatności: „Protokół OAuth – client_id”.
                             */
                            clientId?: string;
                            /**
                             * Drugi klucz (MD5)
                             * @description Z sekcji „Klucze konfiguracji”: „Drugi klucz (MD5)”. Służy do sprawdzania podpisu powiadomień.
                             */
                            md5?: string;
                            /**
                             * Identyfikator punktu płatności (POS ID)
                             * @description Panel PayU → Płatności elektroniczne → Moje sklepy → Punkty płatności → „Id punktu płatności (pos_id)”.
                             */
                            posId?: string;
                            /**
                             * Sekret klienta (client_secret)
                             * @description Z sekcji „Klucze konfiguracji”: „Protokół OAuth – client_secret”.
                             */
                            secret?: string;
                        } | null;
                        /** Przelewy24 / Przelewy24 Marketplace */
                        przelewy24?: {
                            /**
                             * Klucz API (raporty)
                             * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do raportów. Hasło do REST API (login to POS ID).
                             */
                            apiKey?: string;
                            /**
                             * Koszt transakcji (%)
                             * @description Prowizja marketplace potrącana z każdej wpłaty przed przekazaniem środków organizatorowi.
                             */
                            cost?: number;
                            /**
                             * Klucz CRC
                             * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do CRC. Podpisuje transakcje.
                             */
                            crcKey?: string;
                            /** Marketplace włączony */
                            marketplaceEnabled?: boolean;
                            /**
                             * Identyfikator sprzedawcy w marketplace
                             * @description Identyfikator subkonta organizatora nadany przy rejestracji w marketplace; na nie trafiają środki.
                             */
                            marketplaceMerchantId?: string;
                            /**
                             * Identyfikator sklepu w marketplace
                             * @description POS marketplace, na którym rejestrowane są transakcje. Puste = identyfikator sklepu (POS ID).
                             */
                            marketplacePosId?: string;
                            /** Identyfikator sprzedawcy (merchant ID) */
                            merchantId?: string;
                            /**
                             * Klucz zamówień
                             * @description Starsza nazwa klucza do raportów, widoczna w niektórych panelach. Używany jako hasło do REST API tylko, gdy pole „Klucz API (raporty)” jest puste.
                             */
                            orderKey?: string;
                            /**
                             * Identyfikator sklepu (POS ID)
                             * @description Puste = identyfikator sprzedawcy (tak jest na większości kont).
                             */
                            posId?: string;
                            /** Konto zweryfikowane */
                            verified?: boolean;
                        } | null;
                    };
                    /**
                     * @description Moduł płatności projektu; null = jak w organizacji.
                     * @enum {string|null}
                     */
                    paymentModule?: "przelewy24" | "przelewy24marketplace" | "payu" | "paynow" | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accounts: {
                            /** Paynow */
                            paynow?: {
                                /**
                                 * Klucz API
                                 * @description Api-Key z panelu sprzedawcy Paynow (Ustawienia → Sklepy i punkty płatności → Dane uwierzytelniające).
                                 */
                                apiKey?: {
                                    set: boolean;
                                };
                                /**
                                 * Klucz podpisu
                                 * @description Signature-Key z tego samego miejsca panelu Paynow. Paynow wysyła powiadomienia o płatnościach na adres ustawiony w panelu, a nie podawany przy płatności: wklej w panelu Paynow w polu „Adres powiadomień” adres powiadomień pokazany przez Zapisy w ustawieniach płatności.
                                 */
                                signKey?: {
                                    set: boolean;
                                };
                            };
                            /** PayU */
                            payu?: {
                                /**
                                 * Identyfikator klienta (client_id)
                                 * @description Z sekcji „Klucze konfiguracji” punktu płatności: „Protokół OAuth – client_id”.
                                 */
                                clientId?: string;
                                /**
                                 * Drugi klucz (MD5)
                                 * @description Z sekcji „Klucze konfiguracji”: „Drugi klucz (MD5)”. Służy do sprawdzania podpisu powiadomień.
                                 */
                                md5?: {
                                    set: boolean;
                                };
                                /**
                                 * Identyfikator punktu płatności (POS ID)
                                 * @description Panel PayU → Płatności elektroniczne → Moje sklepy → Punkty płatności → „Id punktu płatności (pos_id)”.
                                 */
                                posId?: string;
                                /**
                                 * Sekret klienta (client_secret)
                                 * @description Z sekcji „Klucze konfiguracji”: „Protokół OAuth – client_secret”.
                                 */
                                secret?: {
                                    set: boolean;
                                };
                            };
                            /** Przelewy24 / Przelewy24 Marketplace */
                            przelewy24?: {
                                /**
                                 * Klucz API (raporty)
                                 * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do raportów. Hasło do REST API (login to POS ID).
                                 */
                                apiKey?: {
                                    set: boolean;
                                };
                                /**
                                 * Koszt transakcji (%)
                                 * @description Prowizja marketplace potrącana z każdej wpłaty przed przekazaniem środków organizatorowi.
                                 */
                                cost?: number;
                                /**
                                 * Klucz CRC
                                 * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do CRC. Podpisuje transakcje.
                                 */
                                crcKey?: {
                                    set: boolean;
                                };
                                /** Marketplace włączony */
                                marketplaceEnabled?: boolean;
                                /**
                                 * Identyfikator sprzedawcy w marketplace
                                 * @description Identyfikator subkonta organizatora nadany przy rejestracji w marketplace; na nie trafiają środki.
                                 */
                                marketplaceMerchantId?: string;
                                /**
                                 * Identyfikator sklepu w marketplace
                                 * @description POS marketplace, na którym rejestrowane są transakcje. Puste = identyfikator sklepu (POS ID).
                                 */
                                marketplacePosId?: string;
                                /** Identyfikator sprzedawcy (merchant ID) */
                                merchantId?: string;
                                /**
                                 * Klucz zamówień
                                 * @description Starsza nazwa klucza do raportów, widoczna w niektórych panelach. Używany jako hasło do REST API tylko, gdy pole „Klucz API (raporty)” jest puste.
                                 */
                                orderKey?: {
                                    set: boolean;
                                };
                                /**
                                 * Identyfikator sklepu (POS ID)
                                 * @description Puste = identyfikator sprzedawcy (tak jest na większości kont).
                                 */
                                posId?: string;
                                /** Konto zweryfikowane */
                                verified?: boolean;
                            };
                        };
                        effective: {
                            /** @enum {string|null} */
                            accountSource: "project" | "organization" | "system" | null;
                            available: boolean;
                            module: string | null;
                            /** @enum {string} */
                            moduleSource: "project" | "organization";
                            reason: string | null;
                        };
                        eventId: string;
                        groups: {
                            fields: {
                                description?: string;
                                enum?: unknown[];
                                name: string;
                                required: boolean;
                                secret: boolean;
                                title: string;
                                /** @enum {string} */
                                type: "string" | "number" | "integer" | "boolean";
                                /** @description Podpowiedź kontrolki (x-widget) z deklaracji wtyczki. */
                                widget?: string;
                            }[];
                            label: string;
                            providers: {
                                /** @description Pola tego modułu. */
                                fields: string[];
                                id: string;
                                label: string;
                            }[];
                            settingsKey: string;
                        }[];
                        modules: {
                            id: string;
                            label: string;
                            settingsKey: string;
                        }[];
                        paymentModule: string | null;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postProjectsByEventIdPaymentIntegrationCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    provider: string;
                    settings?: {
                        [key: string]: string | number | boolean | Record<string, never> | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        ok: boolean;
                        /** @enum {string} */
                        reason?: "unauthorized" | "unreachable" | "misconfigured";
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getProjectsByEventIdPluginSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: string;
                        values: {
                            /** Google reCAPTCHA v3 */
                            recaptcha?: {
                                /**
                                 * Próg oceny (0–1)
                                 * @description Zgłoszenia z oceną niższą niż próg są odrzucane. Domyślnie 0,5; wyższy próg odrzuca więcej botów i więcej ludzi.
                                 * @default 0.5
                                 */
                                minScore: number;
                                /**
                                 * Klucz tajny
                                 * @description Klucz tajny reCAPTCHA v3 z tej samej witryny w konsoli Google; serwer sprawdza nim odpowiedzi.
                                 */
                                secretKey?: {
                                    set: boolean;
                                };
                                /**
                                 * Klucz witryny
                                 * @description Klucz witryny reCAPTCHA v3 z konsoli Google (g.co/recaptcha/admin); jest publiczny, trafia na stronę formularza. Dodaj w konsoli domeny, na których jest formularz (np. demo.zapisy.pl i strona, na której go osadzasz).
                                 */
                                siteKey?: string;
                            };
                        };
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchProjectsByEventIdPluginSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    values: {
                        /** Google reCAPTCHA v3 */
                        recaptcha?: {
                            /**
                             * Próg oceny (0–1)
                             * @description Zgłoszenia z oceną niższą niż próg są odrzucane. Domyślnie 0,5; wyższy próg odrzuca więcej botów i więcej ludzi.
                             * @default 0.5
                             */
                            minScore?: number;
                            /**
                             * Klucz tajny
                             * @description Klucz tajny reCAPTCHA v3 z tej samej witryny w konsoli Google; serwer sprawdza nim odpowiedzi.
                             */
                            secretKey?: string | {
                                set: boolean;
                            };
                            /**
                             * Klucz witryny
                             * @description Klucz witryny reCAPTCHA v3 z konsoli Google (g.co/recaptcha/admin); jest publiczny, trafia na stronę formularza. Dodaj w konsoli domeny, na których jest formularz (np. demo.zapisy.pl i strona, na której go osadzasz).
                             */
                            siteKey?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: string;
                        values: {
                            /** Google reCAPTCHA v3 */
                            recaptcha?: {
                                /**
                                 * Próg oceny (0–1)
                                 * @description Zgłoszenia z oceną niższą niż próg są odrzucane. Domyślnie 0,5; wyższy próg odrzuca więcej botów i więcej ludzi.
                                 * @default 0.5
                                 */
                                minScore: number;
                                /**
                                 * Klucz tajny
                                 * @description Klucz tajny reCAPTCHA v3 z tej samej witryny w konsoli Google; serwer sprawdza nim odpowiedzi.
                                 */
                                secretKey?: {
                                    set: boolean;
                                };
                                /**
                                 * Klucz witryny
                                 * @description Klucz witryny reCAPTCHA v3 z konsoli Google (g.co/recaptcha/admin); jest publiczny, trafia na stronę formularza. Dodaj w konsoli domeny, na których jest formularz (np. demo.zapisy.pl i strona, na której go osadzasz).
                                 */
                                siteKey?: string;
                            };
                        };
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postRegistrationsByEventId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Uczestnik, z którego linku polecającego (?affiliate_id=) przyszło zgłoszenie */
                    affiliateId?: string;
                    /** @description Potwierdzenie ochrony przed botami: protection z GET /bot-protection/{eventId}/challenge i token */
                    botProtection?: {
                        provider: string;
                        token: string;
                    } & {
                        [key: string]: unknown;
                    };
                    /** @description Zaznaczone zgody formularza (regulamin, klauzula RODO); treść i czas zapisuje serwer */
                    consents?: {
                        privacy?: boolean;
                        terms?: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                    data: ({
                        email_main: string | number | boolean | null | (string | number)[] | {
                            [key: string]: number;
                        };
                        first_name: string | number | boolean | null | (string | number)[] | {
                            [key: string]: number;
                        };
                        last_name: string | number | boolean | null | (string | number)[] | {
                            [key: string]: number;
                        };
                    } & {
                        [key: string]: string | number | boolean | null | (string | number)[] | {
                            [key: string]: number;
                        };
                    }) & {
                        /** Format: email */
                        email_main: string;
                        first_name: string;
                        last_name: string;
                    };
                    /** @description Klucz zgłoszenia: ten sam klucz zwraca ten sam wynik i niczego nie tworzy drugi raz */
                    idempotencyKey: string;
                    /** @description Pozostali członkowie grupy (pierwszy zapisany, z `data`, jest reprezentantem) */
                    participants?: ({
                        data: ({
                            first_name: string | number | boolean | null | (string | number)[] | {
                                [key: string]: number;
                            };
                            last_name: string | number | boolean | null | (string | number)[] | {
                                [key: string]: number;
                            };
                        } & {
                            [key: string]: string | number | boolean | null | (string | number)[] | {
                                [key: string]: number;
                            };
                        }) & {
                            /** Format: email */
                            email_main?: string;
                            first_name: string;
                            last_name: string;
                        };
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Wariant strony zakończenia
                         * @enum {string}
                         */
                        completion: "registration" | "cash" | "transfer" | "online" | "survey";
                        participants: {
                            _id: string;
                            onWaitingList: boolean;
                            /** @enum {string} */
                            status: "registered" | "waiting";
                        }[];
                        /** @description Dostęp płatnika (gdy zakończenie wymaga wpłaty): klucz k do /payments/public/{eventId}/… i link /l?k=… */
                        payment?: {
                            k: string;
                            link: string;
                        };
                        /** @description Kwoty wyliczone przez serwer (kwoty klienta są ignorowane), w groszach */
                        quote: {
                            grossTotal: number;
                            installments: {
                                /** @description Netto w groszach */
                                amount: number;
                                /** Format: date-time */
                                date: Date;
                                grossAmount: number;
                                installmentId: string;
                                participantId: string;
                                vat: number;
                            }[];
                            total: number;
                        };
                        registrationId: string;
                        /** @enum {string} */
                        status: "processed";
                    };
                };
            };
            /** @description Serwer jest obciążony: zgłoszenie przyjęte, wynik pod GET /registrations/{eventId}/{registrationId} */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        registrationId: string;
                        /** @enum {string} */
                        status: "processing";
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getRegistrationsByEventIdByRegistrationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
                /** @description registrationId zgłoszenia */
                registrationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Odpowiedź, jaką dostał(by) zgłaszający: kod HTTP i treść */
                        outcome?: {
                            body: {
                                [key: string]: unknown;
                            };
                            statusCode: number;
                        };
                        registrationId: string;
                        /** @enum {string} */
                        status: "new" | "processing" | "processed" | "error" | "duplicate" | "no-quota" | "canceled";
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSettlementsByEventId: {
        parameters: {
            query?: {
                /** @description Liczba wierszy strony (najwyżej 5000) */
                limit?: number;
                /** @description Pierwszy wiersz strony (od 0) */
                offset?: number;
                /** @description Kierunek sortowania (domyślnie asc) */
                order?: "asc" | "desc";
                /** @description Imię, nazwisko, e-mail lub telefon */
                search?: string;
                /** @description Kolumna sortowania (np. net, leftToPay, status, createdOn, categories.Cennik); bez niej kolejność z dataSettings projektu */
                sort?: string;
                /** @description Statusy uczestników rozdzielone przecinkami (np. registered,paid) */
                status?: string;
            };
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Strona rozliczeń. Strumień (Accept: application/x-ndjson): pierwsza linia {columns, keys, categories, total}, potem każdy wiersz jako tablica JSON wartości w kolejności keys (daty w ms od epoki, kwoty w groszach, kategoria jako [kwota, procent|null] albo null; core settlementsDecoder). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categories: string[];
                        columns: {
                            field: string;
                            header: string;
                            /** @enum {string} */
                            kind: "number" | "text" | "date" | "money" | "category" | "link" | "status";
                        }[];
                        limit: number;
                        offset: number;
                        rows: {
                            _id: string;
                            /** @description Kategoria reguł cennika → {amount (grosze), percent (gdy same reguły procentowe) | null} */
                            categories: {
                                [key: string]: {
                                    /** @description Grosze */
                                    amount: number;
                                    percent: number | null;
                                };
                            };
                            /**
                             * Format: date-time
                             * @description Data zapisu (ISO)
                             */
                            createdOn?: Date | null;
                            customerId?: string | null;
                            email?: string | null;
                            eventId?: string | null;
                            /** @description Grosze */
                            gross?: number;
                            group?: string | null;
                            /** @description Grosze */
                            leftToPay: number;
                            /** @description Ręczna dopłata (ujemna: rabat), grosze */
                            manualMarkup?: number;
                            name: string;
                            /** @description Grosze */
                            net: number;
                            /** @description Grosze */
                            overdue?: number;
                            /** @enum {string} */
                            paymentForm?: "none" | "online" | "transfer" | "cash";
                            /** @description Link płatnika https://<domena>/l?k=… */
                            paymentLink?: string | null;
                            /** @description 'Płatność online', 'Przelew', 'Gotówka' albo '—' */
                            paymentMethod: string;
                            /** @description Suma wpłat na należności, grosze */
                            payments?: number;
                            paymentStatus?: string | null;
                            paymentStatusLabel?: string;
                            phone?: string | null;
                            /** @description Grosze */
                            rebates?: number;
                            /** @description Grosze */
                            required?: number;
                            rowNumber: number;
                            status: string;
                            /** @description Grosze */
                            surcharges?: number;
                            /** @description Grosze */
                            vat?: number;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSettlementsByEventIdExportCsv: {
        parameters: {
            query?: {
                /** @description Kierunek sortowania (domyślnie asc) */
                order?: "asc" | "desc";
                /** @description Imię, nazwisko, e-mail lub telefon */
                search?: string;
                /** @description Kolumna sortowania (np. net, leftToPay, status, createdOn, categories.Cennik); bez niej kolejność z dataSettings projektu */
                sort?: string;
                /** @description Statusy uczestników rozdzielone przecinkami (np. registered,paid) */
                status?: string;
            };
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plik CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSiteAdminOrganizations: {
        parameters: {
            query?: {
                /** @description Numer strony (od 1) */
                page?: number;
                /** @description Liczba pozycji na stronie (do 200) */
                pageSize?: number;
                /** @description Fragment nazwy lub e-maila */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: date-time */
                            createdAt: Date;
                            domainName: string;
                            name: string;
                            organizationId: string;
                            ownerEmail: string | null;
                            ownerId: string;
                            subscriptionStatus: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postSiteAdminOrganizations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Nazwa organizacji */
                    name: string;
                    /**
                     * E-mail właściciela
                     * Format: email
                     */
                    ownerEmail: string;
                    /** Imię właściciela */
                    ownerFirstName?: string;
                    /** Nazwisko właściciela */
                    ownerLastName?: string;
                    /**
                     * Status subskrypcji
                     * @description free: Bezpłatna; subscription: Subskrypcja; inactive: Nieaktywna; quota: Przekroczony limit
                     * @enum {string}
                     */
                    subscriptionStatus?: "free" | "subscription" | "inactive" | "quota";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Organization */
                        organization: {
                            /** Kalendarz */
                            calendar?: {
                                /** Kalendarz włączony */
                                enabled?: boolean;
                                /** Kalendarz na uczestniku */
                                onParticipant?: boolean;
                            };
                            /** Format: date-time */
                            createdAt: Date;
                            /** Ustawienia klientów */
                            customerSettings?: {
                                /** Rozliczenia według daty wpłaty */
                                billingsByPaymentDate?: boolean;
                                /** Osobny klient dla każdego uczestnika */
                                customerPerParticipant?: boolean;
                                /** Wpłaty wspólne dla wszystkich projektów */
                                hasGlobalPayments?: boolean;
                                /**
                                 * Dane opiekuna klienta
                                 * @description Kolumny i pola opiekuna (np. rodzica) w siatce i na karcie klienta
                                 */
                                hasGuardian?: boolean;
                                /** Ignoruj filtr roku i miesiąca */
                                ignoreYearMonth?: boolean;
                                /**
                                 * Dwie osoby na klienta
                                 * @description Kolumny i pola drugiej osoby w siatce i na karcie klienta
                                 */
                                twoPeople?: boolean;
                            };
                            /** Domena organizacji */
                            domainName?: string;
                            /** Adres e-mail */
                            emailAddress?: string;
                            /** Integracje */
                            integrations: {
                                /**
                                 * Moduł księgowy
                                 * @description none: Brak; ifirma: iFirma; fakturownia: Fakturownia
                                 * @enum {string}
                                 */
                                accountingModule?: "none" | "ifirma" | "fakturownia";
                                /** Ustawienia modułów */
                                accounts?: {
                                    /** Fakturownia */
                                    fakturownia?: {
                                        /**
                                         * Domena konta (np. firma.fakturownia.pl)
                                         * @description Adres konta w Fakturowni, pod którym organizator się loguje.
                                         */
                                        domain?: string;
                                        /**
                                         * Token API
                                         * @description Kod autoryzacyjny API z ustawień konta Fakturowni (Ustawienia → Ustawienia konta → Integracja).
                                         */
                                        token?: {
                                            set: boolean;
                                        };
                                    };
                                    /** iFirma */
                                    ifirma?: {
                                        /**
                                         * Filtr klientów
                                         * @description Które należności przekazywać do iFirma; puste = wszystkie.
                                         */
                                        customersFilter?: string;
                                        /**
                                         * Schemat numeracji
                                         * @description Nazwa serii numeracji w iFirma; puste = domyślna seria konta.
                                         */
                                        numberingScheme?: string;
                                        /**
                                         * Klucz API: abonent
                                         * @description Klucz „abonent”; odczyt danych konta.
                                         */
                                        passwordAccount?: {
                                            set: boolean;
                                        };
                                        /**
                                         * Klucz API: faktury
                                         * @description Klucz „faktura” z iFirma (Narzędzia → API); wystawia i pobiera faktury.
                                         */
                                        passwordInvoice?: {
                                            set: boolean;
                                        };
                                        /**
                                         * Klucz API: rachunki
                                         * @description Klucz „rachunek”; potrzebny tylko przy wystawianiu rachunków.
                                         */
                                        passwordReceipt?: {
                                            set: boolean;
                                        };
                                        /**
                                         * Nazwa użytkownika
                                         * @description Login do iFirma (adres e-mail), którym podpisywane są zapytania do API.
                                         */
                                        userName?: string;
                                    };
                                    /** Paynow */
                                    paynow?: {
                                        /**
                                         * Klucz API
                                         * @description Api-Key z panelu sprzedawcy Paynow (Ustawienia → Sklepy i punkty płatności → Dane uwierzytelniające).
                                         */
                                        apiKey?: {
                                            set: boolean;
                                        };
                                        /**
                                         * Klucz podpisu
                                         * @description Signature-Key z tego samego miejsca panelu Paynow. Paynow wysyła powiadomienia o płatnościach na adres ustawiony w panelu, a nie podawany przy płatności: wklej w panelu Paynow w polu „Adres powiadomień” adres powiadomień pokazany przez Zapisy w ustawieniach płatności.
                                         */
                                        signKey?: {
                                            set: boolean;
                                        };
                                    };
                                    /** PayU */
                                    payu?: {
                                        /**
                                         * Identyfikator klienta (client_id)
                                         * @description Z sekcji „Klucze konfiguracji” punktu płatności: „Protokół OAuth – client_id”.
                                         */
                                        clientId?: string;
                                        /**
                                         * Drugi klucz (MD5)
                                         * @description Z sekcji „Klucze konfiguracji”: „Drugi klucz (MD5)”. Służy do sprawdzania podpisu powiadomień.
                                         */
                                        md5?: {
                                            set: boolean;
                                        };
                                        /**
                                         * Identyfikator punktu płatności (POS ID)
                                         * @description Panel PayU → Płatności elektroniczne → Moje sklepy → Punkty płatności → „Id punktu płatności (pos_id)”.
                                         */
                                        posId?: string;
                                        /**
                                         * Sekret klienta (client_secret)
                                         * @description Z sekcji „Klucze konfiguracji”: „Protokół OAuth – client_secret”.
                                         */
                                        secret?: {
                                            set: boolean;
                                        };
                                    };
                                    /** Przelewy24 / Przelewy24 Marketplace */
                                    przelewy24?: {
                                        /**
                                         * Klucz API (raporty)
                                         * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do raportów. Hasło do REST API (login to POS ID).
                                         */
                                        apiKey?: {
                                            set: boolean;
                                        };
                                        /**
                                         * Koszt transakcji (%)
                                         * @description Prowizja marketplace potrącana z każdej wpłaty przed przekazaniem środków organizatorowi.
                                         */
                                        cost?: number;
                                        /**
                                         * Klucz CRC
                                         * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do CRC. Podpisuje transakcje.
                                         */
                                        crcKey?: {
                                            set: boolean;
                                        };
                                        /** Marketplace włączony */
                                        marketplaceEnabled?: boolean;
                                        /**
                                         * Identyfikator sprzedawcy w marketplace
                                         * @description Identyfikator subkonta organizatora nadany przy rejestracji w marketplace; na nie trafiają środki.
                                         */
                                        marketplaceMerchantId?: string;
                                        /**
                                         * Identyfikator sklepu w marketplace
                                         * @description POS marketplace, na którym rejestrowane są transakcje. Puste = identyfikator sklepu (POS ID).
                                         */
                                        marketplacePosId?: string;
                                        /** Identyfikator sprzedawcy (merchant ID) */
                                        merchantId?: string;
                                        /**
                                         * Klucz zamówień
                                         * @description Starsza nazwa klucza do raportów, widoczna w niektórych panelach. Używany jako hasło do REST API tylko, gdy pole „Klucz API (raporty)” jest puste.
                                         */
                                        orderKey?: {
                                            set: boolean;
                                        };
                                        /**
                                         * Identyfikator sklepu (POS ID)
                                         * @description Puste = identyfikator sprzedawcy (tak jest na większości kont).
                                         */
                                        posId?: string;
                                        /** Konto zweryfikowane */
                                        verified?: boolean;
                                    };
                                    /** Google reCAPTCHA v3 */
                                    recaptcha?: {
                                        /**
                                         * Włączona
                                         * @description Czy ta integracja działa w organizacji.
                                         */
                                        enabled?: boolean;
                                        /**
                                         * Próg oceny (0–1)
                                         * @description Zgłoszenia z oceną niższą niż próg są odrzucane. Domyślnie 0,5; wyższy próg odrzuca więcej botów i więcej ludzi.
                                         */
                                        minScore?: number;
                                        /**
                                         * Klucz tajny
                                         * @description Klucz tajny reCAPTCHA v3 z tej samej witryny w konsoli Google; serwer sprawdza nim odpowiedzi.
                                         */
                                        secretKey?: {
                                            set: boolean;
                                        };
                                        /**
                                         * Klucz witryny
                                         * @description Klucz witryny reCAPTCHA v3 z konsoli Google (g.co/recaptcha/admin); jest publiczny, trafia na stronę formularza. Dodaj w konsoli domeny, na których jest formularz (np. demo.zapisy.pl i strona, na której go osadzasz).
                                         */
                                        siteKey?: string;
                                    };
                                };
                                /** Integracja księgowa włączona */
                                isAccountingEnabled?: boolean;
                                /**
                                 * Moduł płatności
                                 * @description none: Brak; przelewy24: Przelewy24; przelewy24marketplace: Przelewy24 Marketplace; payu: PayU; paynow: Paynow
                                 * @enum {string}
                                 */
                                paymentModule?: "none" | "przelewy24" | "przelewy24marketplace" | "payu" | "paynow";
                                /** Używaj systemowych kont płatności */
                                useSystemPaymentAccounts?: boolean;
                            };
                            /** Fakturowanie: ustawienia domyślne */
                            invoicing?: {
                                /** Wzorzec numeracji korekt */
                                correctionPatternId?: string;
                                /** Termin płatności (dni) */
                                daysToPay?: number;
                                /** Stawka ryczałtu (%) */
                                lumpPercent?: number;
                                /** Rozliczenie ryczałtem */
                                lumpSum?: boolean;
                                /** Wzorzec numeracji faktur */
                                patternId?: string;
                                /** Faktury z VAT */
                                useVat?: boolean;
                                /**
                                 * Stawka VAT
                                 * @description 23: 23 %; 22: 22 % (stawka sprzed 2011 r.); 8: 8 %; 7: 7 % (stawka sprzed 2011 r.); 5: 5 %; 3: 3 % (stawka sprzed 2011 r.); 0: 0 %; zw: zw (zwolniony); np: np (nie podlega); oo: oo (odwrotne obciążenie)
                                 * @enum {string}
                                 */
                                vatPercent?: "23" | "22" | "8" | "7" | "5" | "3" | "0" | "zw" | "np" | "oo";
                            };
                            /** Logo */
                            logo?: {
                                /** Nazwa pliku */
                                fileName?: string;
                                /** Wysokość logo (px) */
                                height?: number;
                                /** Identyfikator pliku */
                                id?: string;
                                /** Typ pliku */
                                mimeType?: string;
                            };
                            /** Nazwa organizacji */
                            name: string;
                            /** Wzorce numeracji */
                            numberingPatterns?: {
                                /** Wzorzec (x – kolejny numer, yyyy – rok, mm – miesiąc) */
                                pattern: string;
                                /** Identyfikator */
                                patternId: string;
                                /** Numeracja od nowa co rok */
                                yearly?: boolean;
                            }[];
                            organizationId: string;
                            ownerId: string;
                            permissions: {
                                /** Format: date-time */
                                from: Date | null;
                                /** @enum {string} */
                                role: "admin" | "payments" | "employee" | "reception" | "guest";
                                /** Format: date-time */
                                to: Date | null;
                                userId: string;
                            }[];
                            /** Numer telefonu */
                            phoneNumber?: string;
                            /**
                             * Status subskrypcji
                             * @description free: Bezpłatna; subscription: Subskrypcja; inactive: Nieaktywna; quota: Przekroczony limit
                             * @enum {string}
                             */
                            subscriptionStatus: "free" | "subscription" | "inactive" | "quota";
                            /** Format: date-time */
                            updatedAt: Date;
                            /** Adres strony internetowej */
                            url?: string;
                            /** Używaj domeny organizacji */
                            useDomain?: boolean;
                        };
                        /** User */
                        owner: {
                            /** Format: email */
                            email: string;
                            firstName: string;
                            lastName: string;
                            organizationId: string | null;
                            phoneNumber: string;
                            /** Format: date-time */
                            registrationDate: Date;
                            /** @enum {string} */
                            role: "site-admin" | "admin" | "payments" | "employee" | "reception" | "guest";
                            /** @enum {string} */
                            status: "pending" | "active" | "blocked";
                            userId: string;
                        };
                        ownerCreated: boolean;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSiteAdminUsers: {
        parameters: {
            query?: {
                /** @description Numer strony (od 1) */
                page?: number;
                /** @description Liczba pozycji na stronie (do 200) */
                pageSize?: number;
                role?: "site-admin" | "admin" | "payments" | "employee" | "reception" | "guest";
                /** @description Fragment nazwy lub e-maila */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: email */
                            email: string;
                            firstName: string;
                            lastName: string;
                            organizationId: string | null;
                            phoneNumber: string;
                            /** Format: date-time */
                            registrationDate: Date;
                            /** @enum {string} */
                            role: "site-admin" | "admin" | "payments" | "employee" | "reception" | "guest";
                            /** @enum {string} */
                            status: "pending" | "active" | "blocked";
                            userId: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchSiteAdminUsersByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Rola
                     * @enum {string}
                     */
                    role: "site-admin" | "admin" | "payments" | "employee" | "reception" | "guest";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        firstName: string;
                        lastName: string;
                        organizationId: string | null;
                        phoneNumber: string;
                        /** Format: date-time */
                        registrationDate: Date;
                        /** @enum {string} */
                        role: "site-admin" | "admin" | "payments" | "employee" | "reception" | "guest";
                        /** @enum {string} */
                        status: "pending" | "active" | "blocked";
                        userId: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getStringsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        label: string;
                        messages: {
                            completedBody: string;
                            completedButton: string;
                            completedCashBody: string;
                            completedCashButton: string;
                            completedCashTitle: string;
                            completedLinkCashBody: string;
                            completedLinkCashButton: string;
                            completedLinkCashTitle: string;
                            completedLinkOnlineBody: string;
                            completedLinkOnlineButton: string;
                            completedLinkOnlineTitle: string;
                            completedLinkTransferBody: string;
                            completedLinkTransferButton: string;
                            completedLinkTransferTitle: string;
                            completedOnlineBody: string;
                            completedOnlineButton: string;
                            completedOnlineTitle: string;
                            completedSurveyBody: string;
                            completedSurveyButton: string;
                            completedSurveyTitle: string;
                            completedTitle: string;
                            completedTransferBody: string;
                            completedTransferButton: string;
                            completedTransferTitle: string;
                            payments: string;
                            question: string;
                            registrationClosed: string;
                            surveyClosed: string;
                        };
                        nouns: {
                            customer: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            employee: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            group: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            participant: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            period: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            project: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            purchase: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            registration: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                        };
                        /** @enum {string} */
                        translationType: "default" | "event" | "school" | "psychoterapy" | "shop";
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postStringsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                id: string;
            };
            cookie?: never;
        };
        /** @description Własne teksty projektu; brak klucza lub pusty tekst oznacza tekst domyślny. Maksymalnie 5000 znaków. */
        requestBody: {
            content: {
                "application/json": {
                    completedBody?: string;
                    completedButton?: string;
                    completedCashBody?: string;
                    completedCashButton?: string;
                    completedCashTitle?: string;
                    completedLinkCashBody?: string;
                    completedLinkCashButton?: string;
                    completedLinkCashTitle?: string;
                    completedLinkOnlineBody?: string;
                    completedLinkOnlineButton?: string;
                    completedLinkOnlineTitle?: string;
                    completedLinkTransferBody?: string;
                    completedLinkTransferButton?: string;
                    completedLinkTransferTitle?: string;
                    completedOnlineBody?: string;
                    completedOnlineButton?: string;
                    completedOnlineTitle?: string;
                    completedSurveyBody?: string;
                    completedSurveyButton?: string;
                    completedSurveyTitle?: string;
                    completedTitle?: string;
                    completedTransferBody?: string;
                    completedTransferButton?: string;
                    completedTransferTitle?: string;
                    payments?: string;
                    question?: string;
                    registrationClosed?: string;
                    surveyClosed?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        label: string;
                        messages: {
                            completedBody: string;
                            completedButton: string;
                            completedCashBody: string;
                            completedCashButton: string;
                            completedCashTitle: string;
                            completedLinkCashBody: string;
                            completedLinkCashButton: string;
                            completedLinkCashTitle: string;
                            completedLinkOnlineBody: string;
                            completedLinkOnlineButton: string;
                            completedLinkOnlineTitle: string;
                            completedLinkTransferBody: string;
                            completedLinkTransferButton: string;
                            completedLinkTransferTitle: string;
                            completedOnlineBody: string;
                            completedOnlineButton: string;
                            completedOnlineTitle: string;
                            completedSurveyBody: string;
                            completedSurveyButton: string;
                            completedSurveyTitle: string;
                            completedTitle: string;
                            completedTransferBody: string;
                            completedTransferButton: string;
                            completedTransferTitle: string;
                            payments: string;
                            question: string;
                            registrationClosed: string;
                            surveyClosed: string;
                        };
                        nouns: {
                            customer: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            employee: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            group: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            participant: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            period: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            project: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            purchase: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            registration: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                        };
                        /** @enum {string} */
                        translationType: "default" | "event" | "school" | "psychoterapy" | "shop";
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getStringsDomainByDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Nazwa domeny projektu (np. demo) albo pełny host (demo.<domena bazowa>) */
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        label: string;
                        messages: {
                            completedBody: string;
                            completedButton: string;
                            completedCashBody: string;
                            completedCashButton: string;
                            completedCashTitle: string;
                            completedLinkCashBody: string;
                            completedLinkCashButton: string;
                            completedLinkCashTitle: string;
                            completedLinkOnlineBody: string;
                            completedLinkOnlineButton: string;
                            completedLinkOnlineTitle: string;
                            completedLinkTransferBody: string;
                            completedLinkTransferButton: string;
                            completedLinkTransferTitle: string;
                            completedOnlineBody: string;
                            completedOnlineButton: string;
                            completedOnlineTitle: string;
                            completedSurveyBody: string;
                            completedSurveyButton: string;
                            completedSurveyTitle: string;
                            completedTitle: string;
                            completedTransferBody: string;
                            completedTransferButton: string;
                            completedTransferTitle: string;
                            payments: string;
                            question: string;
                            registrationClosed: string;
                            surveyClosed: string;
                        };
                        nouns: {
                            customer: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            employee: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            group: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            participant: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            period: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            project: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            purchase: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                            registration: {
                                accusative: string;
                                dative: string;
                                /** @enum {string} */
                                gender: "m" | "f" | "n";
                                genitive: string;
                                instrumental: string;
                                locative: string;
                                nominative: string;
                                plural: string;
                                pluralGenitive: string;
                            };
                        };
                        /** @enum {string} */
                        translationType: "default" | "event" | "school" | "psychoterapy" | "shop";
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSurveyEnabledByDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Nazwa domeny projektu (np. demo) albo pełny host (demo.<domena bazowa>) */
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        domainName: string;
                        enabled: boolean;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postSurveysByEventId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Odpowiedzi: nazwa pola ankiety → wartość */
                    data: {
                        [key: string]: string | number | boolean | null | (string | number)[] | {
                            [key: string]: number;
                        };
                    };
                    /** @description Identyfikator uczestnika z jego linku do ankiety (/ankieta?p=…); bez niego odpowiedź anonimowa */
                    p?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answerId: string;
                        /** @enum {string} */
                        completion: "survey";
                        participantId: string | null;
                        /** @description Uczestnik wypełnił ankietę ponownie: poprzednie odpowiedzi zastąpiono */
                        replaced: boolean;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSurveysByEventIdColumns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: string;
                        fields: string[];
                        questions: {
                            fieldName: string;
                            /** @enum {string} */
                            kind: "choice" | "multiple" | "toggle" | "number" | "text";
                            label: string;
                        }[];
                        updatedAt: string | null;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putSurveysByEventIdColumns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Pytania ankiety pokazywane jako kolumny listy uczestników, w tej kolejności */
                    fields: string[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: string;
                        fields: string[];
                        questions: {
                            fieldName: string;
                            /** @enum {string} */
                            kind: "choice" | "multiple" | "toggle" | "number" | "text";
                            label: string;
                        }[];
                        updatedAt: string | null;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSurveysByEventIdExportCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plik CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSurveysByEventIdExportXlsx: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plik XLSX */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSurveysByEventIdParticipantAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Identyfikator uczestnika → pytanie → odpowiedź jako tekst */
                        answers: {
                            [key: string]: {
                                [key: string]: string;
                            };
                        };
                        columns: {
                            fieldName: string;
                            header: string;
                        }[];
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSurveysByEventIdResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eventId projektu */
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        anonymous: number;
                        anonymousAllowed: boolean;
                        enabled: boolean;
                        eventId: string;
                        from: string | null;
                        fromParticipants: number;
                        lastAnsweredAt: string | null;
                        open: boolean;
                        published: boolean;
                        questions: {
                            answered: number;
                            /** @description Średnia z dwoma miejscami po przecinku („4,50”) */
                            average: string | null;
                            fieldName: string;
                            /** @enum {string} */
                            kind: "choice" | "multiple" | "toggle" | "number" | "text";
                            label: string;
                            options: {
                                count: number;
                                label: string;
                                value: string;
                            }[];
                            texts: string[];
                        }[];
                        to: string | null;
                        total: number;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSystemPaymentAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accounts: {
                            /** Paynow */
                            paynow?: {
                                /**
                                 * Klucz API
                                 * @description Api-Key z panelu sprzedawcy Paynow (Ustawienia → Sklepy i punkty płatności → Dane uwierzytelniające).
                                 */
                                apiKey?: {
                                    set: boolean;
                                };
                                /**
                                 * Klucz podpisu
                                 * @description Signature-Key z tego samego miejsca panelu Paynow. Paynow wysyła powiadomienia o płatnościach na adres ustawiony w panelu, a nie podawany przy płatności: wklej w panelu Paynow w polu „Adres powiadomień” adres powiadomień pokazany przez Zapisy w ustawieniach płatności.
                                 */
                                signKey?: {
                                    set: boolean;
                                };
                            };
                            /** PayU */
                            payu?: {
                                /**
                                 * Identyfikator klienta (client_id)
                                 * @description Z sekcji „Klucze konfiguracji” punktu płatności: „Protokół OAuth – client_id”.
                                 */
                                clientId?: string;
                                /**
                                 * Drugi klucz (MD5)
                                 * @description Z sekcji „Klucze konfiguracji”: „Drugi klucz (MD5)”. Służy do sprawdzania podpisu powiadomień.
                                 */
                                md5?: {
                                    set: boolean;
                                };
                                /**
                                 * Identyfikator punktu płatności (POS ID)
                                 * @description Panel PayU → Płatności elektroniczne → Moje sklepy → Punkty płatności → „Id punktu płatności (pos_id)”.
                                 */
                                posId?: string;
                                /**
                                 * Sekret klienta (client_secret)
                                 * @description Z sekcji „Klucze konfiguracji”: „Protokół OAuth – client_secret”.
                                 */
                                secret?: {
                                    set: boolean;
                                };
                            };
                            /** Przelewy24 / Przelewy24 Marketplace */
                            przelewy24?: {
                                /**
                                 * Klucz API (raporty)
                                 * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do raportów. Hasło do REST API (login to POS ID).
                                 */
                                apiKey?: {
                                    set: boolean;
                                };
                                /**
                                 * Koszt transakcji (%)
                                 * @description Prowizja marketplace potrącana z każdej wpłaty przed przekazaniem środków organizatorowi.
                                 */
                                cost?: number;
                                /**
                                 * Klucz CRC
                                 * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do CRC. Podpisuje transakcje.
                                 */
                                crcKey?: {
                                    set: boolean;
                                };
                                /** Marketplace włączony */
                                marketplaceEnabled?: boolean;
                                /**
                                 * Identyfikator sklepu w marketplace
                                 * @description POS marketplace, na którym rejestrowane są transakcje. Puste = identyfikator sklepu (POS ID).
                                 */
                                marketplacePosId?: string;
                                /** Identyfikator sprzedawcy (merchant ID) */
                                merchantId?: string;
                                /**
                                 * Klucz zamówień
                                 * @description Starsza nazwa klucza do raportów, widoczna w niektórych panelach. Używany jako hasło do REST API tylko, gdy pole „Klucz API (raporty)” jest puste.
                                 */
                                orderKey?: {
                                    set: boolean;
                                };
                                /**
                                 * Identyfikator sklepu (POS ID)
                                 * @description Puste = identyfikator sprzedawcy (tak jest na większości kont).
                                 */
                                posId?: string;
                            };
                        };
                        groups: {
                            fields: {
                                description?: string;
                                enum?: unknown[];
                                name: string;
                                required: boolean;
                                secret: boolean;
                                title: string;
                                /** @enum {string} */
                                type: "string" | "number" | "integer" | "boolean";
                                /** @description Podpowiedź kontrolki (x-widget) z deklaracji wtyczki. */
                                widget?: string;
                            }[];
                            label: string;
                            providers: {
                                /** @description Pola tego modułu. */
                                fields: string[];
                                id: string;
                                label: string;
                            }[];
                            settingsKey: string;
                        }[];
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putSystemPaymentAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accounts: {
                        /** Paynow */
                        paynow?: {
                            /**
                             * Klucz API
                             * @description Api-Key z panelu sprzedawcy Paynow (Ustawienia → Sklepy i punkty płatności → Dane uwierzytelniające).
                             */
                            apiKey?: string;
                            /**
                             * Klucz podpisu
                             * @description Signature-Key z tego samego miejsca panelu Paynow. Paynow wysyła powiadomienia o płatnościach na adres ustawiony w panelu, a nie podawany przy płatności: wklej w panelu Paynow w polu „Adres powiadomień” adres powiadomień pokazany przez Zapisy w ustawieniach płatności.
                             */
                            signKey?: string;
                        } | null;
                        /** PayU */
                        payu?: {
                            /**
                             * Identyfikator klienta (client_id)
                             * @description Z sekcji „Klucze konfiguracji” punktu płatności: „Protokół OAuth – client_id”.
                             */
                            clientId?: string;
                            /**
                             * Drugi klucz (MD5)
                             * @description Z sekcji „Klucze konfiguracji”: „Drugi klucz (MD5)”. Służy do sprawdzania podpisu powiadomień.
                             */
                            md5?: string;
                            /**
                             * Identyfikator punktu płatności (POS ID)
                             * @description Panel PayU → Płatności elektroniczne → Moje sklepy → Punkty płatności → „Id punktu płatności (pos_id)”.
                             */
                            posId?: string;
                            /**
                             * Sekret klienta (client_secret)
                             * @description Z sekcji „Klucze konfiguracji”: „Protokół OAuth – client_secret”.
                             */
                            secret?: string;
                        } | null;
                        /** Przelewy24 / Przelewy24 Marketplace */
                        przelewy24?: {
                            /**
                             * Klucz API (raporty)
                             * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do raportów. Hasło do REST API (login to POS ID).
                             */
                            apiKey?: string;
                            /**
                             * Koszt transakcji (%)
                             * @description Prowizja marketplace potrącana z każdej wpłaty przed przekazaniem środków organizatorowi.
                             */
                            cost?: number;
                            /**
                             * Klucz CRC
                             * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do CRC. Podpisuje transakcje.
                             */
                            crcKey?: string;
                            /** Marketplace włączony */
                            marketplaceEnabled?: boolean;
                            /**
                             * Identyfikator sklepu w marketplace
                             * @description POS marketplace, na którym rejestrowane są transakcje. Puste = identyfikator sklepu (POS ID).
                             */
                            marketplacePosId?: string;
                            /** Identyfikator sprzedawcy (merchant ID) */
                            merchantId?: string;
                            /**
                             * Klucz zamówień
                             * @description Starsza nazwa klucza do raportów, widoczna w niektórych panelach. Używany jako hasło do REST API tylko, gdy pole „Klucz API (raporty)” jest puste.
                             */
                            orderKey?: string;
                            /**
                             * Identyfikator sklepu (POS ID)
                             * @description Puste = identyfikator sprzedawcy (tak jest na większości kont).
                             */
                            posId?: string;
                        } | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accounts: {
                            /** Paynow */
                            paynow?: {
                                /**
                                 * Klucz API
                                 * @description Api-Key z panelu sprzedawcy Paynow (Ustawienia → Sklepy i punkty płatności → Dane uwierzytelniające).
                                 */
                                apiKey?: {
                                    set: boolean;
                                };
                                /**
                                 * Klucz podpisu
                                 * @description Signature-Key z tego samego miejsca panelu Paynow. Paynow wysyła powiadomienia o płatnościach na adres ustawiony w panelu, a nie podawany przy płatności: wklej w panelu Paynow w polu „Adres powiadomień” adres powiadomień pokazany przez Zapisy w ustawieniach płatności.
                                 */
                                signKey?: {
                                    set: boolean;
                                };
                            };
                            /** PayU */
                            payu?: {
                                /**
                                 * Identyfikator klienta (client_id)
                                 * @description Z sekcji „Klucze konfiguracji” punktu płatności: „Protokół OAuth – client_id”.
                                 */
                                clientId?: string;
                                /**
                                 * Drugi klucz (MD5)
                                 * @description Z sekcji „Klucze konfiguracji”: „Drugi klucz (MD5)”. Służy do sprawdzania podpisu powiadomień.
                                 */
                                md5?: {
                                    set: boolean;
                                };
                                /**
                                 * Identyfikator punktu płatności (POS ID)
                                 * @description Panel PayU → Płatności elektroniczne → Moje sklepy → Punkty płatności → „Id punktu płatności (pos_id)”.
                                 */
                                posId?: string;
                                /**
                                 * Sekret klienta (client_secret)
                                 * @description Z sekcji „Klucze konfiguracji”: „Protokół OAuth – client_secret”.
                                 */
                                secret?: {
                                    set: boolean;
                                };
                            };
                            /** Przelewy24 / Przelewy24 Marketplace */
                            przelewy24?: {
                                /**
                                 * Klucz API (raporty)
                                 * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do raportów. Hasło do REST API (login to POS ID).
                                 */
                                apiKey?: {
                                    set: boolean;
                                };
                                /**
                                 * Koszt transakcji (%)
                                 * @description Prowizja marketplace potrącana z każdej wpłaty przed przekazaniem środków organizatorowi.
                                 */
                                cost?: number;
                                /**
                                 * Klucz CRC
                                 * @description Panel Przelewy24 → Moje dane → Dane API i konfiguracja → Klucz do CRC. Podpisuje transakcje.
                                 */
                                crcKey?: {
                                    set: boolean;
                                };
                                /** Marketplace włączony */
                                marketplaceEnabled?: boolean;
                                /**
                                 * Identyfikator sklepu w marketplace
                                 * @description POS marketplace, na którym rejestrowane są transakcje. Puste = identyfikator sklepu (POS ID).
                                 */
                                marketplacePosId?: string;
                                /** Identyfikator sprzedawcy (merchant ID) */
                                merchantId?: string;
                                /**
                                 * Klucz zamówień
                                 * @description Starsza nazwa klucza do raportów, widoczna w niektórych panelach. Używany jako hasło do REST API tylko, gdy pole „Klucz API (raporty)” jest puste.
                                 */
                                orderKey?: {
                                    set: boolean;
                                };
                                /**
                                 * Identyfikator sklepu (POS ID)
                                 * @description Puste = identyfikator sprzedawcy (tak jest na większości kont).
                                 */
                                posId?: string;
                            };
                        };
                        groups: {
                            fields: {
                                description?: string;
                                enum?: unknown[];
                                name: string;
                                required: boolean;
                                secret: boolean;
                                title: string;
                                /** @enum {string} */
                                type: "string" | "number" | "integer" | "boolean";
                                /** @description Podpowiedź kontrolki (x-widget) z deklaracji wtyczki. */
                                widget?: string;
                            }[];
                            label: string;
                            providers: {
                                /** @description Pola tego modułu. */
                                fields: string[];
                                id: string;
                                label: string;
                            }[];
                            settingsKey: string;
                        }[];
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postSystemPaymentAccountsCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    provider: string;
                    settings?: {
                        [key: string]: string | number | boolean | Record<string, never> | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        ok: boolean;
                        /** @enum {string} */
                        reason?: "unauthorized" | "unreachable" | "misconfigured";
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getSystemPaymentAccountsHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            actor: {
                                email: string;
                            };
                            /** Format: date-time */
                            at: Date;
                            changes: {
                                /** @description Nowa wartość (klucze jako '••••') */
                                newValue?: unknown;
                                /** @description Poprzednia wartość (klucze jako '••••') */
                                oldValue?: unknown;
                                /** @example accounts.przelewy24.crcKey */
                                path: string;
                            }[];
                            id: string;
                        }[];
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postUploadsByEventId: {
        parameters: {
            query?: {
                field?: string;
            };
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Klucz dostępu do pliku dla przesyłającego (GET …?key=); nie jest przechowywany jawnie */
                        accessKey: string;
                        name: string;
                        /** @description Rozmiar w bajtach */
                        size: number;
                        /** @example application/pdf */
                        type: string;
                        /** @description Wartość pola FileUpload/Signature w zgłoszeniu */
                        uploadId: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getUploadsByEventIdByUploadId: {
        parameters: {
            query?: {
                key?: string;
            };
            header?: never;
            path: {
                eventId: string;
                uploadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Treść pliku (application/pdf, image/png lub image/jpeg) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getUploadsByEventIdByUploadIdStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
                uploadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Treść pliku (application/pdf, image/png lub image/jpeg) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getWebhooksByEventIdDeliveries: {
        parameters: {
            query?: {
                /** @description id ostatniej pobranej dostawy */
                before?: string;
                limit?: number;
            };
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            attempts: {
                                /** Format: date-time */
                                at: Date;
                                durationMs: number;
                                error: string | null;
                                /** @description Kod HTTP odpowiedzi; null bez odpowiedzi */
                                status: number | null;
                            }[];
                            /** Format: date-time */
                            createdAt: Date;
                            /** @example form-submit */
                            event: string;
                            id: string;
                            /** Format: date-time */
                            nextAttemptAt: Date | null;
                            payload: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            target: string;
                            /** Format: date-time */
                            updatedAt?: Date;
                            /** @enum {string} */
                            webhook: "formEnter" | "formSubmit" | "accommodationSelect" | "paymentExecuted" | "registrationCompleted";
                        }[];
                        /** @description Wartość `before` następnej strony; null, gdy to ostatnia */
                        next: string | null;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postWebhooksByEventIdDeliveriesByIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: {
                            /** Format: date-time */
                            at: Date;
                            durationMs: number;
                            error: string | null;
                            /** @description Kod HTTP odpowiedzi; null bez odpowiedzi */
                            status: number | null;
                        }[];
                        /** Format: date-time */
                        createdAt: Date;
                        /** @example form-submit */
                        event: string;
                        id: string;
                        /** Format: date-time */
                        nextAttemptAt: Date | null;
                        payload: {
                            [key: string]: unknown;
                        };
                        /** @enum {string} */
                        status: "pending" | "delivered" | "failed";
                        target: string;
                        /** Format: date-time */
                        updatedAt?: Date;
                        /** @enum {string} */
                        webhook: "formEnter" | "formSubmit" | "accommodationSelect" | "paymentExecuted" | "registrationCompleted";
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getWebhooksByEventIdSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        createdAt: Date;
                        /** @description Klucz HMAC-SHA256 podpisu X-Zapisy-Signature (cały napis, razem z prefiksem whsec_) */
                        secret: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postWebhooksByEventIdSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        createdAt: Date;
                        /** @description Klucz HMAC-SHA256 podpisu X-Zapisy-Signature (cały napis, razem z prefiksem whsec_) */
                        secret: string;
                    };
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postWebhooksFormEnterByEventId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    formType?: "registration" | "survey";
                    referrer?: string;
                    url?: string;
                } | null;
            };
        };
        responses: {
            /** @description Przyjęto (webhook wysłany w tle, jeśli jest włączony) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postWebhooksFormSubmitByEventId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    registrationId: string;
                };
            };
        };
        responses: {
            /** @description Przyjęto (webhook został już zapisany przez serwer przy zgłoszeniu) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postWebhooksRegistrationCompletedByEventId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    registrationId: string;
                };
            };
        };
        responses: {
            /** @description Przyjęto (webhook został już zapisany przez serwer przy zgłoszeniu) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Błąd (spec §8). 400: błędy walidacji w `errors`; 409: błąd biznesowy; 504: przekroczenie czasu. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
}
