// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/flow_kept_exits.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program march_uniform_steps
//semantic march_uniform_steps.heightMap
//semantic march_uniform_steps.steps
//semantic march_uniform_steps.cutoff
//var sampler2D heightMap :  : _heightMap1 : 2 : 1
//var int steps :  : _steps1 : 3 : 1
//var float cutoff :  : _cutoff1 : 4 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float3 ray : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
//var float4 march_uniform_steps : $vout.COLOR : COL : -1 : 1

precision mediump float;

vec4 _TMP1;
uniform sampler2D _heightMap1;
uniform int _steps1;
uniform float _cutoff1;
varying vec4 TEX0;
varying vec4 TEX1;

 // main procedure, the original name was march_uniform_steps
void main()
{

    vec3 _p;
    vec3 _stepRay;
    vec4 _color;
    int _i1;

    _p = vec3(TEX0.x, TEX0.y, 1.00000000E+00);
    _stepRay = TEX1.xyz*1.25000000E-01;
    _color = vec4( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00, 0.00000000E+00);
    _i1 = 0;
    for (; _i1 < _steps1; _i1 = _i1 + 1) { // for begin
        _TMP1 = texture2D(_heightMap1, _p.xy);
        if (_TMP1.x > _p.z) { // if begin
            _color = vec4(_p.x, _p.y, _p.z, 1.00000000E+00);
            { // break begin
                break;
            } // end break
        } // end if
        if (_p.z < _cutoff1) { // if begin
            discard;
        } // end if
        _p = _p + _stepRay;
    } // end for
    gl_FragColor = _color;
    return;
} // main end
