; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_expand4
; z3 rlimit used: 4433
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun expand4 (Int Int Int Int T) T)
(declare-fun mulb (T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (a Int) (b Int) (c Int) (d Int) )(! (let ((?x11 (expand4 a b c d X)))
 (let ((?x38 (mul ?x11 Y)))
 (let (($x40 (= ?x38 (mulb X Y))))
 (let (($x36 (= (rank Y) 4)))
 (let (($x34 (= (dim Y 3) d)))
 (let (($x32 (= (dim Y 2) c)))
 (let (($x30 (= (dim Y 1) b)))
 (let (($x28 (= (dim Y 0) a)))
 (let (($x25 (= (dim ?x11 3) d)))
 (let (($x22 (= (dim ?x11 2) c)))
 (let (($x19 (= (dim ?x11 1) b)))
 (let (($x16 (= (dim ?x11 0) a)))
 (let (($x37 (and (= 4 (rank ?x11)) $x16 $x19 $x22 $x25 $x28 $x30 $x32 $x34 $x36)))
 (=> $x37 $x40)))))))))))))) :pattern ( (mul (expand4 a b c d X) Y) ) :qid mul_expand4))
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
 (let ((?x79 (dim in_X 1)))
 (= 1 ?x79)))
(assert
 (let ((?x81 (dim in_X 2)))
 (= 1 ?x81)))
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
 (= (rank (mul (expand4 sym_n sym_c sym_h sym_w in_X) in_Y)) 4))
(assert
 (let ((?x94 (expand4 sym_n sym_c sym_h sym_w in_X)))
 (let ((?x105 (mul ?x94 in_Y)))
 (= (dim ?x105 0) sym_n))))
(assert
 (let ((?x94 (expand4 sym_n sym_c sym_h sym_w in_X)))
 (let ((?x105 (mul ?x94 in_Y)))
 (= (dim ?x105 1) sym_c))))
(assert
 (let ((?x94 (expand4 sym_n sym_c sym_h sym_w in_X)))
 (let ((?x105 (mul ?x94 in_Y)))
 (= (dim ?x105 2) sym_h))))
(assert
 (let ((?x94 (expand4 sym_n sym_c sym_h sym_w in_X)))
 (let ((?x105 (mul ?x94 in_Y)))
 (= (dim ?x105 3) sym_w))))
(assert
 (= (rank (mulb in_X in_Y)) 4))
(assert
 (= (dim (mulb in_X in_Y) 0) sym_n))
(assert
 (= (dim (mulb in_X in_Y) 1) sym_c))
(assert
 (= (dim (mulb in_X in_Y) 2) sym_h))
(assert
 (= (dim (mulb in_X in_Y) 3) sym_w))
(assert
 (let ((?x116 (mulb in_X in_Y)))
(let ((?x94 (expand4 sym_n sym_c sym_h sym_w in_X)))
(let ((?x105 (mul ?x94 in_Y)))
(and (distinct ?x105 ?x116) true)))))
(check-sat)
