; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, relu_concat, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 43874
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun slice (Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_m1 () Int)
(declare-fun sym_m2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x35 (relu Y)))
 (let ((?x30 (relu X)))
 (let ((?x34 (concat ax ?x30 ?x35)))
 (let ((?x32 (concat ax X Y)))
 (let ((?x31 (relu ?x32)))
 (= ?x31 ?x34)))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((X T) (ax Int) (e Int) (s Int) )(! (let ((?x69 (slice ax s e X)))
 (let ((?x72 (relu ?x69)))
 (let ((?x71 (relu X)))
 (let ((?x73 (slice ax s e ?x71)))
 (let (($x78 (= ?x73 ?x72)))
 (let (($x79 (<= s e)))
 (let (($x81 (and $x79)))
 (=> $x81 $x78)))))))) :pattern ( (slice ax s e (relu X)) ) :pattern ( (relu (slice ax s e X)) ) :qid relu_slice))
 )
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x158 (concat ax A B)))
 (let ((?x126 (slice ax 0 n1 ?x158)))
 (let (($x159 (= ?x126 A)))
 (=> (and (= (dim A ax) n1)) $x159)))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x224 (concat ax A B)))
 (let ((?x225 (slice ax n1 e ?x224)))
 (let (($x220 (= ?x225 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x220)))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x475 (conv sh sw pt pl pb pr dh dw 1 X W1)))
 (let ((?x477 (concat 1 ?x475 (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x62 (concat 0 W1 W2)))
 (let ((?x453 (conv sh sw pt pl pb pr dh dw 1 X ?x62)))
 (= ?x453 ?x477))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_m1 1))
(assert
 (>= sym_m2 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank in_W1) 4))
(assert
 (= (dim in_W1 0) sym_m1))
(assert
 (= (dim in_W1 1) sym_c))
(assert
 (let ((?x3096 (dim in_W1 2)))
 (= 3 ?x3096)))
(assert
 (let ((?x2698 (dim in_W1 3)))
 (= 3 ?x2698)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m2))
(assert
 (= (dim in_W2 1) sym_c))
(assert
 (let ((?x3831 (dim in_W2 2)))
 (= 3 ?x3831)))
(assert
 (let ((?x2025 (dim in_W2 3)))
 (= 3 ?x2025)))
(assert
 (let ((?x3729 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (rank ?x3729) 4)))
(assert
 (let ((?x3729 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x3729 0) sym_n)))
(assert
 (let ((?x3729 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x3729 1) sym_m1)))
(assert
 (let ((?x3729 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x3729 2) sym_h)))
(assert
 (let ((?x3729 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x3729 3) sym_w)))
(assert
 (let ((?x3729 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x3382 (relu ?x3729)))
 (= (rank ?x3382) 4))))
(assert
 (let ((?x3729 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x3382 (relu ?x3729)))
 (= (dim ?x3382 0) sym_n))))
(assert
 (let ((?x3729 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x3382 (relu ?x3729)))
 (= (dim ?x3382 1) sym_m1))))
(assert
 (let ((?x3729 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x3382 (relu ?x3729)))
 (= (dim ?x3382 2) sym_h))))
(assert
 (let ((?x3729 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x3382 (relu ?x3729)))
 (= (dim ?x3382 3) sym_w))))
(assert
 (let ((?x3875 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (rank ?x3875) 4)))
(assert
 (let ((?x3875 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x3875 0) sym_n)))
(assert
 (let ((?x3875 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x3875 1) sym_m2)))
(assert
 (let ((?x3875 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x3875 2) sym_h)))
(assert
 (let ((?x3875 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x3875 3) sym_w)))
(assert
 (let ((?x3875 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x3227 (relu ?x3875)))
 (= (rank ?x3227) 4))))
(assert
 (let ((?x3875 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x3227 (relu ?x3875)))
 (= (dim ?x3227 0) sym_n))))
(assert
 (let ((?x3875 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x3227 (relu ?x3875)))
 (= (dim ?x3227 1) sym_m2))))
(assert
 (let ((?x3875 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x3227 (relu ?x3875)))
 (= (dim ?x3227 2) sym_h))))
(assert
 (let ((?x3875 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x3227 (relu ?x3875)))
 (= (dim ?x3227 3) sym_w))))
(assert
 (= (rank (concat 0 in_W1 in_W2)) 4))
(assert
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3859 (dim ?x3572 0)))
 (= ?x3859 ?x2066)))))
(assert
 (= (dim (concat 0 in_W1 in_W2) 1) sym_c))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x2923 (dim ?x3572 2)))
 (= 3 ?x2923))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x4002 (dim ?x3572 3)))
 (= 3 ?x4002))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (= (rank ?x3700) 4))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (= (dim ?x3700 0) sym_n))))
(assert
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (let ((?x3181 (dim ?x3700 1)))
 (= ?x3181 ?x2066))))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (= (dim ?x3700 2) sym_h))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (= (dim ?x3700 3) sym_w))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (let ((?x4120 (relu ?x3700)))
 (= (rank ?x4120) 4)))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (let ((?x4120 (relu ?x3700)))
 (= (dim ?x4120 0) sym_n)))))
(assert
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (let ((?x4120 (relu ?x3700)))
 (let ((?x2874 (dim ?x4120 1)))
 (= ?x2874 ?x2066)))))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (let ((?x4120 (relu ?x3700)))
 (= (dim ?x4120 2) sym_h)))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (let ((?x4120 (relu ?x3700)))
 (= (dim ?x4120 3) sym_w)))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (let ((?x4120 (relu ?x3700)))
 (let ((?x2638 (slice 1 0 sym_m1 ?x4120)))
 (= (rank ?x2638) 4))))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (let ((?x4120 (relu ?x3700)))
 (let ((?x2638 (slice 1 0 sym_m1 ?x4120)))
 (= (dim ?x2638 0) sym_n))))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (let ((?x4120 (relu ?x3700)))
 (let ((?x2638 (slice 1 0 sym_m1 ?x4120)))
 (= (dim ?x2638 1) sym_m1))))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (let ((?x4120 (relu ?x3700)))
 (let ((?x2638 (slice 1 0 sym_m1 ?x4120)))
 (= (dim ?x2638 2) sym_h))))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (let ((?x4120 (relu ?x3700)))
 (let ((?x2638 (slice 1 0 sym_m1 ?x4120)))
 (= (dim ?x2638 3) sym_w))))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (let ((?x4120 (relu ?x3700)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x4061 (slice 1 sym_m1 ?x2066 ?x4120)))
 (= (rank ?x4061) 4)))))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (let ((?x4120 (relu ?x3700)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x4061 (slice 1 sym_m1 ?x2066 ?x4120)))
 (= (dim ?x4061 0) sym_n)))))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (let ((?x4120 (relu ?x3700)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x4061 (slice 1 sym_m1 ?x2066 ?x4120)))
 (= (dim ?x4061 1) sym_m2)))))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (let ((?x4120 (relu ?x3700)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x4061 (slice 1 sym_m1 ?x2066 ?x4120)))
 (= (dim ?x4061 2) sym_h)))))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
 (let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
 (let ((?x4120 (relu ?x3700)))
 (let ((?x2066 (+ sym_m1 sym_m2)))
 (let ((?x4061 (slice 1 sym_m1 ?x2066 ?x4120)))
 (= (dim ?x4061 3) sym_w)))))))
(assert
 (let ((?x3572 (concat 0 in_W1 in_W2)))
(let ((?x3700 (conv 1 1 1 1 1 1 1 1 1 in_X ?x3572)))
(let ((?x4120 (relu ?x3700)))
(let ((?x2066 (+ sym_m1 sym_m2)))
(let ((?x4061 (slice 1 sym_m1 ?x2066 ?x4120)))
(let ((?x3875 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
(let ((?x3227 (relu ?x3875)))
(let ((?x2638 (slice 1 0 sym_m1 ?x4120)))
(let ((?x3729 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
(let ((?x3382 (relu ?x3729)))
(or (and (distinct ?x3382 ?x2638) true) (and (distinct ?x3227 ?x4061) true)))))))))))))
(check-sat)
