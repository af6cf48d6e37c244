; verified_opt proof obligation: unsat means the rule holds
; axioms used: addb_expand4, addb_same4
; z3 rlimit used: 15088
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun addb (T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun expand4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x32 (add X Y)))
 (let ((?x31 (addb X Y)))
 (let (($x33 (= ?x31 ?x32)))
 (let ((?x10 (rank Y)))
 (let (($x29 (= ?x10 4)))
 (let ((?x7 (rank X)))
 (let (($x28 (= ?x7 4)))
 (let (($x27 (= (dim X 3) (dim Y 3))))
 (let (($x23 (= (dim X 2) (dim Y 2))))
 (let (($x19 (= (dim X 1) (dim Y 1))))
 (let (($x15 (= (dim X 0) (dim Y 0))))
 (=> (and (= 4 ?x7) (= 4 ?x10) $x15 $x19 $x23 $x27 $x28 $x29) $x33)))))))))))) :pattern ( (addb X Y) ) :pattern ( (add X Y) ) :qid addb_same4))
 )
(assert
 (forall ((X T) (Y T) (a Int) (b Int) (c Int) (d Int) )(! (let ((?x93 (addb (expand4 a b c d X) Y)))
 (let (($x95 (= ?x93 (addb X Y))))
 (let (($x89 (= (rank Y) 4)))
 (let (($x87 (>= d 1)))
 (let (($x86 (>= c 1)))
 (let (($x85 (>= b 1)))
 (let (($x84 (>= a 1)))
 (let (($x90 (and (= 0 (* (- a 1) (- a (dim Y 0)))) (= 0 (* (- b 1) (- b (dim Y 1)))) (= 0 (* (- c 1) (- c (dim Y 2)))) (= 0 (* (- d 1) (- d (dim Y 3)))) $x84 $x85 $x86 $x87 $x89)))
 (=> $x90 $x95))))))))) :pattern ( (addb (expand4 a b c d X) Y) ) :qid addb_expand4))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_X) 3))
(assert
 (= (dim in_X 0) sym_c))
(assert
 (let ((?x134 (dim in_X 1)))
 (= 1 ?x134)))
(assert
 (let ((?x116 (dim in_X 2)))
 (= 1 ?x116)))
(assert
 (= (rank in_Y) 4))
(assert
 (= (dim in_Y 0) sym_n))
(assert
 (= (dim in_Y 1) sym_c))
(assert
 (= (dim in_Y 2) sym_h))
(assert
 (= (dim in_Y 3) sym_w))
(assert
 (= (rank (expand4 sym_n sym_c sym_h sym_w in_X)) 4))
(assert
 (= (dim (expand4 sym_n sym_c sym_h sym_w in_X) 0) sym_n))
(assert
 (= (dim (expand4 sym_n sym_c sym_h sym_w in_X) 1) sym_c))
(assert
 (= (dim (expand4 sym_n sym_c sym_h sym_w in_X) 2) sym_h))
(assert
 (= (dim (expand4 sym_n sym_c sym_h sym_w in_X) 3) sym_w))
(assert
 (= (rank (add (expand4 sym_n sym_c sym_h sym_w in_X) in_Y)) 4))
(assert
 (let ((?x124 (expand4 sym_n sym_c sym_h sym_w in_X)))
 (let ((?x167 (add ?x124 in_Y)))
 (= (dim ?x167 0) sym_n))))
(assert
 (let ((?x124 (expand4 sym_n sym_c sym_h sym_w in_X)))
 (let ((?x167 (add ?x124 in_Y)))
 (= (dim ?x167 1) sym_c))))
(assert
 (let ((?x124 (expand4 sym_n sym_c sym_h sym_w in_X)))
 (let ((?x167 (add ?x124 in_Y)))
 (= (dim ?x167 2) sym_h))))
(assert
 (let ((?x124 (expand4 sym_n sym_c sym_h sym_w in_X)))
 (let ((?x167 (add ?x124 in_Y)))
 (= (dim ?x167 3) sym_w))))
(assert
 (= (rank (addb in_X in_Y)) 4))
(assert
 (= (dim (addb in_X in_Y) 0) sym_n))
(assert
 (= (dim (addb in_X in_Y) 1) sym_c))
(assert
 (= (dim (addb in_X in_Y) 2) sym_h))
(assert
 (= (dim (addb in_X in_Y) 3) sym_w))
(assert
 (let ((?x178 (addb in_X in_Y)))
(let ((?x124 (expand4 sym_n sym_c sym_h sym_w in_X)))
(let ((?x167 (add ?x124 in_Y)))
(and (distinct ?x167 ?x178) true)))))
(check-sat)
